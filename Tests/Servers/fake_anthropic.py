#!/usr/bin/env python3
"""A fake Anthropic API for mynd's tests. Python 3.11 standard library only.

Start it, read one line "READY <port>" from its stdout, talk HTTP/1.1 to 127.0.0.1:<port>:

    python3 fake_anthropic.py [--key K] [--script FILE] [--log FILE]
                              [--default-text T] [--batch-polls N]

What each behaviour is based on (Anthropic's API documentation):
- Messages API reference, "Create a Message" (POST /v1/messages): required body fields `model`,
  `max_tokens`, `messages`; the Message object (`id` "msg_…", `type` "message", `role`
  "assistant", `content` blocks `{"type":"text","text":…}`, `model`, `stop_reason`
  ("end_turn", "max_tokens", …), `stop_sequence`, `usage`).
- API overview / Versions: requests carry `x-api-key` and `anthropic-version` headers.
- Errors page: status → error type (400 invalid_request_error, 401 authentication_error,
  402 billing_error, 403 permission_error, 404 not_found_error, 409 conflict_error,
  413 request_too_large, 429 rate_limit_error, 500 api_error, 504 timeout_error,
  529 overloaded_error; other 4XX may use invalid_request_error); the body
  `{"type":"error","error":{"type":…,"message":…},"request_id":…}`; every response has a
  `request-id` header; 429 (and 529) may carry `retry-after`.
- Prompt caching guide, "Tracking cache performance": `usage.cache_creation_input_tokens` is
  what a request wrote to the cache, `cache_read_input_tokens` what it read from it, and
  `input_tokens` only the tokens not cached (after the last breakpoint). Here the cached prefix
  is the `system` blocks when one has `cache_control`; a token is 4 bytes of JSON.
- Message Batches API: "Create a Message Batch" (POST /v1/messages/batches, body
  `{"requests":[{"custom_id","params"}]}`), "Retrieve a Message Batch" (GET …/{id}; the
  MessageBatch object: `id` "msgbatch_…", `type` "message_batch", `processing_status`
  in_progress|canceling|ended, `request_counts` processing/succeeded/errored/canceled/expired,
  `created_at`, `expires_at` (24 h later), `ended_at`, `cancel_initiated_at`, `archived_at`,
  RFC 3339; `results_url` null until processing ends), "Retrieve Message Batch results"
  (GET …/{id}/results streams .jsonl, one `{"custom_id","result"}` per request, "Results are
  not guaranteed to be in the same order as requests"; `result.type` succeeded (with
  `message`), errored (with `error`, an error response as above), canceled, expired).

- Per model, as the model pages describe ("Claude Haiku 5.5 migration guide", "What's new in
  Claude Haiku 5.5", "Troubleshooting thinking", "Effort"): a 5.x model answers 400
  invalid_request_error to `temperature`, `top_p` or `top_k`, to a last turn from the assistant
  (prefill), and to `thinking.type` "enabled"; Sonnet 5.5, Opus 5.5, Fable and Mythos refuse
  "disabled", and only Sonnet 5.5 takes "between_tools"; Haiku 4.5 and Sonnet 4.5 refuse
  `output_config.effort`. A 5.x model whose thinking is not turned off starts its answer with a
  `thinking` block (its tokens counted as output). The prompt cache needs a minimum prefix
  ("Prompt caching"): 512 tokens on 5.x, 4,096 on Haiku 4.5, 1,024 otherwise.
- Tools ("Define tools", "Strict tool use", "Structured outputs", "Forcing tool use", "What's
  new in Claude Sonnet 5.5 / Opus 5.5"): `tools` is a list of {name (^[a-zA-Z0-9_-]{1,64}$),
  description, input_schema (a JSON Schema whose type is "object"), strict?}; with `strict: true`
  every object schema must set `additionalProperties: false`, and only 4.5 and later models take
  it. `tool_choice` is {"type": "auto"|"any"|"tool"|"none", "name" (for "tool": one of the
  tools), "disable_parallel_tool_use"?}; forcing a tool ("any", "tool") cannot be combined with
  thinking, and Sonnet 5.5, Opus 5.5, Fable and Mythos refuse it. A tool call answers with a
  content block {"type": "tool_use", "id": "toolu_…", "name", "input"} and
  `stop_reason: "tool_use"`.

Script (--script FILE, JSON; every key optional):
    {"messages": [step, …],              # consumed in order, one per valid POST /v1/messages
     "batch_results": ["succeeded", "errored", {"type": "errored", "error_type": "api_error"},
                       "expired", "canceled", …],   # one per batch request, in order
     "batch_texts": ["…", …]}            # one per succeeded batch result, in order
A step is an object; "delay": seconds may be combined with any of:
    {"text": "…"}                        200 with that text
    {"stop_reason": "max_tokens", "text": "…"}   (also "refusal")
    {"text": "…", "thinking": true}      the answer starts with a thinking block, whatever the model
    {"text": "…", "usage": {"input_tokens": 10, …}}   200 with these usage fields replaced
    {"tool_use": {"input": {…}}}         200 with one tool_use block (for the request's forced
                                         tool, else its first; "name" names another) and
                                         stop_reason "tool_use"; with "text", a text block first
    {"status": 529, "retry_after": "1", "message": "…"}   documented error body (+ retry-after)
    {"hang": true}                       never answers; holds the connection until the client goes
    {"reset": true}                      closes the socket (TCP RST) without answering
    {"truncated": true}                  Content-Length longer than the body, then closes
    {"endless": true}                    a 200 whose body never ends (no Content-Length), until the
                                         client hangs up
    {"raw": "not json", "status": 200, "content_type": "application/json"}
    {"status": 302, "headers": {"location": "/elsewhere"}}   # "headers" adds to any answer
When the steps run out, or for an empty step, the answer is 200 with --default-text.

Order of checks on every request: x-api-key (401), anthropic-version (400), path (404), then
the body (400); only then is a step consumed. --log FILE gets one JSON line per request, written
before the answer: method, path, headers (names lower-cased), body (UTF-8 text, invalid bytes
replaced), body_base64 (exact bytes) and asked_tokens (the most the request could be billed:
its input as `usage` counts it plus max_tokens; summed over a batch's requests).
"""

import argparse
import base64
import datetime
import json
import select
import signal
import socket
import struct
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    409: "conflict_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    504: "timeout_error",
    529: "overloaded_error",
}

ERROR_MESSAGES = {
    "invalid_request_error": "Invalid request",
    "authentication_error": "invalid x-api-key",
    "billing_error": "Billing error",
    "permission_error": "Your API key does not have permission to use the specified resource.",
    "not_found_error": "Not found",
    "conflict_error": "Conflict",
    "request_too_large": "Request exceeds the maximum allowed number of bytes.",
    "rate_limit_error": "Number of requests has exceeded your rate limit.",
    "api_error": "Internal server error",
    "timeout_error": "Request timeout",
    "overloaded_error": "Overloaded",
}


def error_type_for(status):
    if status in ERROR_TYPES:
        return ERROR_TYPES[status]
    return "api_error" if status >= 500 else "invalid_request_error"


def new_id(prefix):
    return prefix + uuid.uuid4().hex[:24]


def rfc3339(moment):
    return moment.astimezone(datetime.timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")


def tokens(byte_count):
    return max(1, byte_count // 4)


class State:
    """What the server remembers between requests; every access holds `lock`."""

    def __init__(self, options, script):
        self.lock = threading.Lock()
        self.key = options.key
        self.default_text = options.default_text
        self.batch_polls = options.batch_polls
        self.log_path = options.log
        self.steps = list(script.get("messages", []))
        self.batch_results = list(script.get("batch_results", []))
        self.batch_texts = list(script.get("batch_texts", []))
        self.cached_system_prompts = set()
        self.batches = {}

    def next_step(self):
        with self.lock:
            return self.steps.pop(0) if self.steps else {}

    def log(self, entry):
        if not self.log_path:
            return
        with self.lock, open(self.log_path, "a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")

    def usage(self, params, body_length, output_text):
        """Token counts for one request, with the prompt cache as the caching guide describes."""
        system = params.get("system")
        cache_creation = cache_read = 0
        if isinstance(system, list) and any(isinstance(b, dict) and "cache_control" in b for b in system):
            prefix = json.dumps(system, sort_keys=True)
            if tokens(len(prefix)) < minimum_cacheable(params.get("model", "")):
                prefix = None
        else:
            prefix = None
        if prefix is not None:
            with self.lock:
                if prefix in self.cached_system_prompts:
                    cache_read = tokens(len(prefix))
                else:
                    self.cached_system_prompts.add(prefix)
                    cache_creation = tokens(len(prefix))
        return {
            "input_tokens": max(1, tokens(body_length) - cache_creation - cache_read),
            "output_tokens": tokens(len(output_text.encode("utf-8"))),
            "cache_creation_input_tokens": cache_creation,
            "cache_read_input_tokens": cache_read,
        }

    def message(self, params, body_length, text, stop_reason="end_turn", thinking=False):
        usage = self.usage(params, body_length, text)
        content = [{"type": "text", "text": text}]
        if thinking or thinks(params):
            # Thinking text is omitted by default on 5.x; its tokens are billed as output.
            content.insert(0, {"type": "thinking", "thinking": "", "signature": "sig_" + uuid.uuid4().hex})
            usage["output_tokens"] += THINKING_TOKENS
        if stop_reason == "max_tokens" and isinstance(params.get("max_tokens"), int):
            usage["output_tokens"] = params["max_tokens"]
        return {
            "id": new_id("msg_"),
            "type": "message",
            "role": "assistant",
            "model": params.get("model"),
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": usage,
        }

    def tool_message(self, params, body_length, call, text, stop_reason):
        """A message whose answer is one call of a tool, as "Handle tool calls" shows one."""
        choice = params.get("tool_choice") or {}
        tools = params.get("tools") or [{}]
        name = call.get("name") or choice.get("name") or tools[0].get("name", "tool")
        block = {"type": "tool_use", "id": new_id("toolu_"), "name": name, "input": call.get("input", {})}
        message = self.message(params, body_length, text or "", stop_reason)
        message["content"] = [b for b in message["content"] if b["type"] != "text" or text] + [block]
        message["usage"]["output_tokens"] += tokens(len(json.dumps(block)))
        return message

    def create_batch(self, requests, host):
        now = datetime.datetime.now(datetime.timezone.utc)
        batch_id = new_id("msgbatch_")
        results = []
        with self.lock:
            for request in requests:
                outcome = self.batch_results.pop(0) if self.batch_results else "succeeded"
                if isinstance(outcome, str):
                    outcome = {"type": outcome}
                if outcome.get("type", "succeeded") == "succeeded":
                    outcome = dict(outcome, text=self.batch_texts.pop(0) if self.batch_texts else self.default_text)
                results.append((request, outcome))
            self.batches[batch_id] = {
                "id": batch_id,
                "created_at": now,
                "polls": 0,
                "ended_at": None,
                "results": results,
            }
        return batch_id

    def retrieve_batch(self, batch_id, count_poll):
        """The batch's record, after counting this retrieval; None when unknown."""
        with self.lock:
            batch = self.batches.get(batch_id)
            if batch is None:
                return None
            if count_poll:
                batch["polls"] += 1
                if batch["polls"] > self.batch_polls and batch["ended_at"] is None:
                    batch["ended_at"] = datetime.datetime.now(datetime.timezone.utc)
            return batch


def batch_object(batch, base_url):
    ended = batch["ended_at"] is not None
    counts = {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
    for _, outcome in batch["results"]:
        counts[outcome.get("type", "succeeded") if ended else "processing"] += 1
    return {
        "id": batch["id"],
        "type": "message_batch",
        "processing_status": "ended" if ended else "in_progress",
        "request_counts": counts,
        "ended_at": rfc3339(batch["ended_at"]) if ended else None,
        "created_at": rfc3339(batch["created_at"]),
        "expires_at": rfc3339(batch["created_at"] + datetime.timedelta(hours=24)),
        "cancel_initiated_at": None,
        "archived_at": None,
        "results_url": f"{base_url}/v1/messages/batches/{batch['id']}/results" if ended else None,
    }


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.1: keep-alive, chunked results, and `Expect: 100-continue` answered with 100.
    protocol_version = "HTTP/1.1"
    server_version = "fake-anthropic/1"
    state: State  # set on the class in main()

    def log_message(self, format, *args):
        pass  # stdout carries READY only; stderr stays quiet for the tests' output

    def do_GET(self):
        self.handle_request()

    def do_POST(self):
        self.handle_request()

    def do_PUT(self):
        self.handle_request()

    def do_DELETE(self):
        self.handle_request()

    def handle_request(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.request_id = new_id("req_")
        self.state.log({
            "method": self.command,
            "path": self.path,
            "headers": {name.lower(): value for name, value in self.headers.items()},
            "body": body.decode("utf-8", errors="replace"),
            "body_base64": base64.b64encode(body).decode("ascii"),
            "asked_tokens": asked_tokens(self.path, body),
        })
        if not self.headers.get("x-api-key"):
            return self.send_error_body(401, "x-api-key header is required")
        if self.state.key is not None and self.headers.get("x-api-key") != self.state.key:
            return self.send_error_body(401, "invalid x-api-key")
        if not self.headers.get("anthropic-version"):
            return self.send_error_body(400, "anthropic-version: header is required")

        path = self.path.split("?", 1)[0].rstrip("/")
        parts = path.split("/")
        if path == "/v1/messages":
            return self.only("POST") and self.create_message(body)
        if path == "/v1/messages/batches":
            return self.only("POST") and self.create_batch(body)
        if len(parts) == 5 and path.startswith("/v1/messages/batches/"):
            return self.only("GET") and self.retrieve_batch(parts[4])
        if len(parts) == 6 and path.startswith("/v1/messages/batches/") and parts[5] == "results":
            return self.only("GET") and self.batch_results(parts[4])
        return self.send_error_body(404, f"Not found: {self.command} {path}")

    def only(self, method):
        if self.command == method:
            return True
        self.send_error_body(405, f"Method {self.command} not allowed")
        return False

    # Messages

    def create_message(self, body):
        params = self.json_body(body)
        if params is None:
            return
        problem = message_params_problem(params)
        if problem:
            return self.send_error_body(400, problem)
        step = self.state.next_step()
        time.sleep(float(step.get("delay", 0)))
        if step.get("hang"):
            return self.hang()
        if step.get("reset"):
            return self.reset()
        if step.get("endless"):
            return self.endless()
        extra = dict(step.get("headers", {}))
        if "retry_after" in step:
            extra["retry-after"] = str(step["retry_after"])
        if "raw" in step:
            return self.send_bytes(int(step.get("status", 200)), step["raw"].encode("utf-8"),
                                   step.get("content_type", "application/json"), extra)
        if "status" in step and int(step["status"]) >= 400:
            return self.send_error_body(int(step["status"]), step.get("message"), extra)
        if "tool_use" in step:
            message = self.state.tool_message(params, len(body), step["tool_use"], step.get("text"),
                                              step.get("stop_reason", "tool_use"))
        else:
            text = step.get("text", self.state.default_text)
            message = self.state.message(params, len(body), text, step.get("stop_reason", "end_turn"),
                                         bool(step.get("thinking")))
        if isinstance(step.get("usage"), dict):
            message["usage"].update(step["usage"])
        payload = json.dumps(message).encode("utf-8")
        if step.get("truncated"):
            return self.truncate(payload)
        self.send_bytes(int(step.get("status", 200)), payload, extra_headers=extra)

    def hang(self):
        # Hold the connection, answering nothing, until the client closes it.
        while True:
            readable, _, _ = select.select([self.connection], [], [], 1.0)
            if readable and not self.connection.recv(65536):
                break
        self.close_connection = True

    def endless(self):
        # What a wrong or hostile server can do: a body with no end. A client must stop reading.
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("request-id", "req_endless")
        self.end_headers()
        chunk = b'{"type":"message","content":[{"type":"text","text":"' + b"a" * 65_000
        try:
            while True:
                self.wfile.write(chunk)
        except OSError:
            pass
        self.close_connection = True

    def reset(self):
        # SO_LINGER 0 makes close() send RST: the client sees "connection reset", not a reply.
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def truncate(self, payload):
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("request-id", self.request_id)
        self.send_header("Content-Length", str(len(payload) + 100))
        self.end_headers()
        self.wfile.write(payload)
        self.wfile.flush()
        self.close_connection = True

    # Batches

    def create_batch(self, body):
        params = self.json_body(body)
        if params is None:
            return
        requests = params.get("requests")
        if not isinstance(requests, list) or not requests:
            return self.send_error_body(400, "requests: Field required")
        for index, request in enumerate(requests):
            if not isinstance(request, dict) or not isinstance(request.get("custom_id"), str):
                return self.send_error_body(400, f"requests.{index}.custom_id: Field required")
            problem = message_params_problem(request.get("params"))
            if problem:
                return self.send_error_body(400, f"requests.{index}.params: {problem}")
        batch_id = self.state.create_batch(requests, self.base_url())
        batch = self.state.retrieve_batch(batch_id, count_poll=False)
        self.send_json(200, batch_object(batch, self.base_url()))

    def retrieve_batch(self, batch_id):
        batch = self.state.retrieve_batch(batch_id, count_poll=True)
        if batch is None:
            return self.send_error_body(404, f"No batch found with id {batch_id}")
        self.send_json(200, batch_object(batch, self.base_url()))

    def batch_results(self, batch_id):
        batch = self.state.retrieve_batch(batch_id, count_poll=False)
        if batch is None:
            return self.send_error_body(404, f"No batch found with id {batch_id}")
        if batch["ended_at"] is None:
            return self.send_error_body(400, f"Batch {batch_id} has not finished processing")
        self.send_response(200)
        self.send_header("content-type", "application/x-jsonl")
        self.send_header("request-id", self.request_id)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        # Reversed: the docs promise no order, so a client must match on custom_id.
        for request, outcome in reversed(batch["results"]):
            line = json.dumps({"custom_id": request["custom_id"], "result": self.batch_result(request, outcome)})
            chunk = (line + "\n").encode("utf-8")
            self.wfile.write(f"{len(chunk):x}\r\n".encode("ascii") + chunk + b"\r\n")
        self.wfile.write(b"0\r\n\r\n")

    def batch_result(self, request, outcome):
        kind = outcome.get("type", "succeeded")
        if kind == "succeeded":
            params = request["params"]
            size = len(json.dumps(params).encode("utf-8"))
            return {"type": "succeeded", "message": self.state.message(params, size, outcome["text"])}
        if kind == "errored":
            error_type = outcome.get("error_type", "invalid_request_error")
            message = outcome.get("message", ERROR_MESSAGES.get(error_type, "Error"))
            return {"type": "errored", "error": {"type": "error", "error": {"type": error_type, "message": message},
                                                  "request_id": new_id("req_")}}
        return {"type": kind}

    # Answers

    def json_body(self, body):
        try:
            params = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            self.send_error_body(400, "The request body is not valid JSON.")
            return None
        if not isinstance(params, dict):
            self.send_error_body(400, "The request body must be a JSON object.")
            return None
        return params

    def base_url(self):
        return f"http://{self.headers.get('Host') or '127.0.0.1:%d' % self.server.server_address[1]}"

    def send_error_body(self, status, message=None, extra_headers=None):
        error_type = error_type_for(status)
        body = {
            "type": "error",
            "error": {"type": error_type, "message": message or ERROR_MESSAGES.get(error_type, "Error")},
            "request_id": self.request_id,
        }
        self.send_json(status, body, extra_headers)

    def send_json(self, status, value, extra_headers=None):
        self.send_bytes(status, json.dumps(value).encode("utf-8"), "application/json", extra_headers)

    def send_bytes(self, status, payload, content_type="application/json", extra_headers=None):
        # http.server knows no reason phrase for 529.
        self.send_response(status, "Overloaded" if status == 529 else None)
        self.send_header("content-type", content_type)
        self.send_header("request-id", self.request_id)
        for name, value in (extra_headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


def asked_tokens(path, body):
    """The most this request could be billed, as this server counts tokens: its input (a token
    per 4 bytes of the JSON body, as `usage` counts it) and all of `max_tokens`; for a batch, the
    sum over its requests. 0 for anything else."""
    def most(params, length):
        limit = params.get("max_tokens") if isinstance(params, dict) else None
        return tokens(length) + (limit if isinstance(limit, int) and not isinstance(limit, bool) else 0)

    try:
        value = json.loads(body) if body else None
    except ValueError:
        return 0
    path = path.split("?", 1)[0].rstrip("/")
    if path == "/v1/messages" and isinstance(value, dict):
        return most(value, len(body))
    if path == "/v1/messages/batches" and isinstance(value, dict) and isinstance(value.get("requests"), list):
        return sum(most(item.get("params"), len(json.dumps(item.get("params")).encode("utf-8")))
                   for item in value["requests"] if isinstance(item, dict))
    return 0


def message_params_problem(params):
    """What is wrong with a Messages request body, as the API words it; None when fine."""
    if not isinstance(params, dict):
        return "params: Input should be an object"
    if not isinstance(params.get("model"), str) or not params["model"]:
        return "model: Field required"
    max_tokens = params.get("max_tokens")
    if not isinstance(max_tokens, int) or isinstance(max_tokens, bool) or max_tokens < 1:
        return "max_tokens: Field required"
    if not isinstance(params.get("messages"), list) or not params["messages"]:
        return "messages: Field required"
    return model_problem(params) or tools_problem(params)


def takes_strict(model):
    """4.5 and later (strict tool use is generally available from the 4.5 models on)."""
    numbers = []
    for part in model.split("-")[1:]:
        if part.isdigit() and len(part) <= 2:
            numbers.append(int(part))
        elif numbers:
            break
    if not numbers:
        return False
    return numbers[0] > 4 or (numbers[0] == 4 and len(numbers) > 1 and numbers[1] >= 5)


def strict_schema_problem(schema, where):
    """What strict mode refuses in a schema: an object that allows more properties."""
    if not isinstance(schema, dict):
        return None
    if schema.get("type") == "object" and schema.get("additionalProperties") is not False:
        return f"{where}: additionalProperties must be set to false for strict tools"
    for name, sub in (schema.get("properties") or {}).items():
        problem = strict_schema_problem(sub, f"{where}.properties.{name}")
        if problem:
            return problem
    return None


def tools_problem(params):
    """What is wrong with `tools` and `tool_choice`, worded as the API does; None when fine."""
    import re
    model = params["model"]
    tools = params.get("tools")
    choice = params.get("tool_choice")
    names = []
    if tools is not None:
        if not isinstance(tools, list):
            return "tools: Input should be a valid list"
        for index, tool in enumerate(tools):
            if not isinstance(tool, dict) or not re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", str(tool.get("name", ""))):
                return f"tools.{index}.name: String should match pattern '^[a-zA-Z0-9_-]{{1,64}}$'"
            schema = tool.get("input_schema")
            if not isinstance(schema, dict) or schema.get("type") != "object":
                return f"tools.{index}.input_schema.type: Input should be 'object'"
            if tool.get("strict") is True:
                if not takes_strict(model):
                    return f"tools.{index}.strict: strict tool use is not supported for this model"
                problem = strict_schema_problem(schema, f"tools.{index}.input_schema")
                if problem:
                    return problem
            names.append(tool["name"])
    if choice is None:
        return None
    if not names:
        return "tool_choice: may only be specified while providing tools"
    kind = choice.get("type") if isinstance(choice, dict) else None
    if kind not in ("auto", "any", "tool", "none"):
        return "tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'"
    if kind == "tool" and choice.get("name") not in names:
        return f"tool_choice.name: no tool named {choice.get('name')!r} in tools"
    if kind in ("any", "tool"):
        if cannot_disable_thinking(model):
            return "tool_choice: forced tool use is not supported for this model; use tool_choice auto"
        if thinks(params):
            return "Thinking may not be enabled when tool_choice forces tool use."
    return None


THINKING_TOKENS = 40


def generation(model):
    """The major version in a model name (5 for claude-haiku-5-5, 3 for claude-3-5-haiku-…)."""
    for part in model.split("-")[1:]:
        if part.isdigit() and len(part) <= 2:
            return int(part)
    return None


def named(model, alias):
    return model == alias or model.startswith(alias + "-")


def cannot_disable_thinking(model):
    return any(named(model, alias) for alias in
               ("claude-sonnet-5-5", "claude-opus-5-5", "claude-fable-5", "claude-mythos-5"))


def thinks(params):
    """Whether a 5.x model thinks on this request: on by default, unless turned off."""
    model = params.get("model", "")
    if (generation(model) or 0) < 5:
        return False
    kind = (params.get("thinking") or {}).get("type")
    return kind not in ("disabled", "between_tools")


def minimum_cacheable(model):
    if (generation(model) or 0) >= 5:
        return 512
    if named(model, "claude-haiku-4-5") or named(model, "claude-opus-4-5") or named(model, "claude-opus-4-6"):
        return 4096
    return 1024


def model_problem(params):
    """What the named model refuses in this request, worded as the API does; None when fine."""
    model = params["model"]
    thinking = params.get("thinking")
    kind = thinking.get("type") if isinstance(thinking, dict) else None
    effort = (params.get("output_config") or {}).get("effort")
    if (generation(model) or 0) >= 5:
        for name in ("temperature", "top_p", "top_k"):
            if name in params:
                return f"{name}: is not supported for this model; omit it"
        last = params["messages"][-1]
        if isinstance(last, dict) and last.get("role") == "assistant":
            return "This model does not support assistant message prefill. The conversation must end with a user message."
        if kind == "enabled":
            return '"thinking.type.enabled" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort".'
        if kind == "disabled" and cannot_disable_thinking(model):
            return '"thinking.type.disabled" is not supported for this model.'
        if kind == "between_tools" and not named(model, "claude-sonnet-5-5"):
            return '"thinking.type.between_tools" is not supported for this model.'
    elif kind in ("adaptive", "between_tools"):
        return f'"thinking.type.{kind}" is not supported for this model.'
    if effort is not None and (named(model, "claude-haiku-4-5") or named(model, "claude-sonnet-4-5")
                               or (generation(model) or 0) < 4):
        return "output_config.effort: is not supported for this model."
    if effort is not None and effort not in ("low", "medium", "high", "xhigh", "max"):
        return f"output_config.effort: Input should be 'low', 'medium', 'high', 'xhigh' or 'max'"
    return None


def main():
    # A parent's thread may have SIGTERM blocked, and the mask is inherited: unblock it so a
    # plain terminate() ends this server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description="A fake Anthropic API for tests.")
    parser.add_argument("--key", help="the only accepted x-api-key (default: any non-empty key)")
    parser.add_argument("--script", help="JSON file of scripted answers")
    parser.add_argument("--log", help="append one JSON line per request to this file")
    parser.add_argument("--default-text", default="Hello from the fake Anthropic API.")
    parser.add_argument("--batch-polls", type=int, default=1,
                        help="retrievals that still answer in_progress before a batch has ended")
    options = parser.parse_args()
    script = {}
    if options.script:
        with open(options.script, encoding="utf-8") as file:
            script = json.load(file)

    Handler.state = State(options, script)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True  # a hanging step must not keep the process alive
    print(f"READY {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
