#!/usr/bin/python3
'''Calls one D-Bus method for the tests, with typed arguments (dbus-send cannot write the
`av` that dbusmock's EmitSignal takes, nor every variant), and prints the reply.

usage: dbus-call.py ADDRESS DESTINATION PATH INTERFACE METHOD [ARG...]

ARG is TYPE:VALUE with TYPE one of b s u t o (a bool, string, uint32, uint64, object path),
vb vt vs (the same as a variant, for Properties.Set), vso (an `(so)` variant written
ID,PATH, as logind's Display) or avb (a list of one variant bool, for EmitSignal's arguments).
'''
import sys

import dbus


def value(text):
    kind, _, raw = text.partition(':')
    basic = {
        'b': lambda: dbus.Boolean(raw == 'true'),
        's': lambda: dbus.String(raw),
        'u': lambda: dbus.UInt32(int(raw)),
        't': lambda: dbus.UInt64(int(raw)),
        'o': lambda: dbus.ObjectPath(raw),
    }
    if kind in basic:
        return basic[kind]()
    if kind.startswith('v') and kind[1:] in basic:
        inner = value(kind[1:] + ':' + raw)
        return type(inner)(inner, variant_level=1)
    if kind == 'vso':
        ident, _, path = raw.partition(',')
        return dbus.Struct((dbus.String(ident), dbus.ObjectPath(path)), signature='so', variant_level=1)
    if kind == 'avb':
        return dbus.Array([dbus.Boolean(raw == 'true')], signature='v')
    raise SystemExit(f'unknown argument type {kind!r} in {text!r}')


def main():
    address, destination, path, interface, method, *arguments = sys.argv[1:]
    bus = dbus.bus.BusConnection(address)
    proxy = bus.get_object(destination, path, introspect=False)
    reply = proxy.get_dbus_method(method, interface)(*[value(a) for a in arguments])
    print(reply)


main()
