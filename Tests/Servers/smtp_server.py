#!/usr/bin/env python3
"""An SMTP server for mynd's tests, on aiosmtpd (Debian: python3-aiosmtpd) and the standard library.

    python3 smtp_server.py --maildir DIR [--user U --password P [--mechanism LOGIN|PLAIN]]
                           [--cert C --key K [--implicit-tls]]
                           [--reject-rcpt "451 4.7.1 Try again later"] [--reject-data "550 5.6.0 No"]
                           [--hang-data] [--delay-data SECONDS]

Prints "READY <port>" on stdout once it listens on 127.0.0.1. Each accepted message becomes
DIR/<n>.eml (the bytes as received, after the DATA dot-unstuffing) and DIR/<n>.json (the
envelope: mail_from, rcpt_tos). With --user/--password, AUTH (LOGIN, PLAIN) is required and only
that pair is accepted; --mechanism offers that one AUTH mechanism only. With --cert/--key, STARTTLS is offered and required before MAIL; with
--implicit-tls as well, the socket is TLS from the first byte (smtps) instead. --reject-rcpt and
--reject-data answer every RCPT TO or end of DATA with the given reply; --hang-data never answers the
end of DATA (and keeps nothing): a server that hangs mid-message; --delay-data answers it (and keeps
the message) only after SECONDS: a slow server.
"""

import argparse
import asyncio
import json
import logging
import os
import signal
import ssl
import sys
import warnings

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


class Handler:
    def __init__(self, options):
        self.options = options
        self.count = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.options.reject_rcpt:
            return self.options.reject_rcpt
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.options.hang_data:
            await asyncio.Event().wait()
        if self.options.delay_data:
            await asyncio.sleep(self.options.delay_data)
        if self.options.reject_data:
            return self.options.reject_data
        self.count += 1
        base = os.path.join(self.options.maildir, str(self.count))
        with open(base + ".eml", "wb") as message:
            message.write(envelope.original_content)
        with open(base + ".json", "w", encoding="utf-8") as meta:
            json.dump({"mail_from": envelope.mail_from, "rcpt_tos": envelope.rcpt_tos}, meta)
        return "250 2.0.0 Message accepted for delivery"


def authenticator(user, password):
    def check(server, session, envelope, mechanism, auth_data):
        ok = (isinstance(auth_data, LoginPassword)
              and auth_data.login == user.encode() and auth_data.password == password.encode())
        # handled=False: aiosmtpd then answers a failure with 535 itself.
        return AuthResult(success=ok, handled=False)
    return check


async def serve(options):
    tls = None
    if options.cert:
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(options.cert, options.key)
    starttls = tls if tls and not options.implicit_tls else None

    def factory():
        settings = {"hostname": "mynd-test-smtp"}
        if starttls:
            settings.update(tls_context=starttls, require_starttls=True)
        if options.user is not None:
            settings.update(authenticator=authenticator(options.user, options.password),
                            auth_required=True, auth_require_tls=False)
            if options.mechanism:
                settings["auth_exclude_mechanism"] = [m for m in ("LOGIN", "PLAIN") if m != options.mechanism]
        return SMTP(handler, **settings)

    handler = Handler(options)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(factory, "127.0.0.1", 0,
                                      ssl=tls if options.implicit_tls else None)
    print(f"READY {server.sockets[0].getsockname()[1]}", flush=True)
    await server.serve_forever()


def main():
    # A parent's thread may have SIGTERM blocked, and the mask is inherited: unblock it so a
    # plain terminate() ends this server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    # AUTH without TLS is what some tests ask for: keep aiosmtpd's warnings out of their output.
    warnings.simplefilter("ignore")
    logging.getLogger("mail.log").setLevel(logging.CRITICAL)
    parser = argparse.ArgumentParser(description="An SMTP server for tests.")
    parser.add_argument("--maildir", required=True)
    parser.add_argument("--user")
    parser.add_argument("--password")
    parser.add_argument("--mechanism", choices=["LOGIN", "PLAIN"])
    parser.add_argument("--cert")
    parser.add_argument("--key")
    parser.add_argument("--implicit-tls", action="store_true")
    parser.add_argument("--reject-rcpt")
    parser.add_argument("--reject-data")
    parser.add_argument("--hang-data", action="store_true")
    parser.add_argument("--delay-data", type=float, default=0)
    options = parser.parse_args()
    try:
        asyncio.run(serve(options))
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
