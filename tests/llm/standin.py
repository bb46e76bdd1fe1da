"""A local OpenAI-compatible endpoint: a real HTTP server on a loopback port.

It implements POST /v1/chat/completions with `response_format` json_schema, records every request
(headers and body), and answers as each test scripts it, per purpose (the schema's name): a good
answer, text that is not JSON, an answer off the schema, an error status, or a slow answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from tests.serving import free_port  # noqa: F401  (re-exported for the model tests)
from tests.serving import serve as serve_app

_DATA = re.compile(r"<data>\n(.*)\n</data>", re.S)


@dataclass
class Recorded:
    """One request as it reached the endpoint."""

    raw: str
    body: dict[str, Any]
    headers: dict[str, str]

    @property
    def purpose(self) -> str:
        name = self.body.get("response_format", {}).get("json_schema", {}).get("name", "")
        return name.removeprefix("benchgen_")

    @property
    def schema(self) -> dict[str, Any]:
        return self.body["response_format"]["json_schema"]["schema"]

    @property
    def system(self) -> str:
        return next(m["content"] for m in self.body["messages"] if m["role"] == "system")

    @property
    def user(self) -> str:
        return next(m["content"] for m in self.body["messages"] if m["role"] == "user")

    @property
    def data(self) -> dict[str, Any]:
        """The delimited data block, parsed (it must be JSON between the delimiters)."""
        match = _DATA.fullmatch(self.user)
        assert match is not None, f"the user message is not one delimited data block: {self.user[:200]}"
        return json.loads(match.group(1))


@dataclass
class Answer:
    """How the stand-in answers one request."""

    content: Any = None  # a dict/list is sent as JSON text; a str as it is
    status: int = 200
    delay: float = 0.0
    tokens: int = 50


Script = Callable[[Recorded], Answer]


@dataclass
class OpenAIStandIn:
    url: str = ""
    requests: list[Recorded] = field(default_factory=list)
    scripts: dict[str, Script] = field(default_factory=dict)

    def answer(self, purpose: str, script: Script | Answer | dict[str, Any]) -> None:
        """Scripts the answers for one purpose (routing, answers, equivalence, translation)."""
        if isinstance(script, Answer):
            self.scripts[purpose] = lambda _r, a=script: a
        elif isinstance(script, dict):
            self.scripts[purpose] = lambda _r, c=script: Answer(content=c)
        else:
            self.scripts[purpose] = script

    def of(self, purpose: str) -> list[Recorded]:
        return [r for r in self.requests if r.purpose == purpose]

    async def _completions(self, request: Request) -> JSONResponse:
        raw = (await request.body()).decode()
        recorded = Recorded(raw=raw, body=json.loads(raw), headers=dict(request.headers))
        self.requests.append(recorded)
        script = self.scripts.get(recorded.purpose)
        answer = script(recorded) if script else Answer(status=500, content={"error": {"message": "not scripted"}})
        if answer.delay:
            await asyncio.sleep(answer.delay)
        if answer.status != 200:
            return JSONResponse(answer.content or {"error": {"message": "failure"}}, status_code=answer.status)
        content = answer.content if isinstance(answer.content, str) else json.dumps(answer.content)
        return JSONResponse({
            "id": f"chatcmpl-{len(self.requests)}", "object": "chat.completion", "created": int(time.time()),
            "model": recorded.body.get("model", "stand-in"),
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": content, "refusal": None}}],
            "usage": {"prompt_tokens": answer.tokens - 10, "completion_tokens": 10, "total_tokens": answer.tokens},
        })

    def app(self) -> Starlette:
        return Starlette(routes=[Route("/v1/chat/completions", self._completions, methods=["POST"])])


@contextlib.asynccontextmanager
async def serve(standin: OpenAIStandIn) -> AsyncIterator[OpenAIStandIn]:
    async with serve_app(standin.app()) as url:
        standin.url = f"{url}/v1"
        yield standin
