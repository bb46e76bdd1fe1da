"""The BenchGen client: the only code in the bot that knows the API's shape.

`BenchGenPlatform` is the app-level connection, authenticated as the bot's own client (links,
identities, token exchange). `BenchGenSession` is one turn's client: it holds that turn's access
token and nothing else, shares the platform's connection pool, and is discarded after the turn.
"""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timedelta
from types import TracebackType
from typing import Any, Protocol, Self
from urllib.parse import quote

import httpx
from pydantic import SecretStr, TypeAdapter

from bot.benchgen import errors
from bot.benchgen.http import BenchGenHttp, Clock, RetryPolicy, Sleep, T, parse, utc_now
from bot.benchgen.models import (
    Answer,
    AuditEntry,
    Benchmark,
    BenchmarkSummary,
    BenchmarkVersion,
    Change,
    CreditEntry,
    IdentityStatus,
    LinkStart,
    Me,
    Model,
    Preview,
    Run,
    Scope,
    TokenGrant,
    TrainingJob,
    TrainingSet,
    WireModel,
)
from bot.benchgen.problems import Wording, oauth_error, problem_error

TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
CHAT_IDENTITY = "urn:benchgen:params:oauth:token-type:chat-identity"

_CHANGES = TypeAdapter(list[Change])
_ME = TypeAdapter(Me)
_MODELS = TypeAdapter(list[Model])
_SUMMARIES = TypeAdapter(list[BenchmarkSummary])
_BENCHMARK = TypeAdapter(Benchmark)
_VERSION = TypeAdapter(BenchmarkVersion)
_PREVIEW = TypeAdapter(Preview)
_RUN = TypeAdapter(Run)
_RUNS = TypeAdapter(list[Run])
_ANSWERS = TypeAdapter(list[Answer])
_TRAINING_SETS = TypeAdapter(list[TrainingSet])
_JOB = TypeAdapter(TrainingJob)
_AUDIT = TypeAdapter(list[AuditEntry])
_CREDITS = TypeAdapter(list[CreditEntry])
_LINK = TypeAdapter(LinkStart)
_IDENTITY = TypeAdapter(IdentityStatus)
_GRANT = TypeAdapter(TokenGrant)

_DEFAULT = Wording()


def _segment(value: str) -> str:
    """One URL path segment (names and identities may hold characters with meaning in a path).

    `quote` leaves dots alone, and URL normalisation drops `.` and `..` segments (`/v1/runs/..`
    is `/v1`), so a segment made only of dots has them percent-encoded: no name changes the path.
    """
    if not value:
        raise ValueError("an empty name cannot be a URL path segment")
    encoded = quote(value, safe=":@")
    return encoded.replace(".", "%2E") if encoded.strip(".") == "" else encoded


_ReadKey = tuple[str, str, tuple[tuple[str, str], ...]]  # identity, path, query


class WorkspaceMemory(Protocol):
    """Where the BenchGen workspace of an identity's account is remembered between its sessions
    (`bot.accounts`): each session would otherwise ask `/v1/me` for it."""

    async def recall(self, identity: str) -> str | None:
        """The workspace remembered for `identity`, or None (then BenchGen is asked)."""

    async def keep(self, identity: str, workspace: str, kept: timedelta) -> None:
        """The workspace `identity`'s session just read, to remember for `kept` (what is left of the
        life of the credential that read it)."""


class TurnReads:
    """One turn's answers to BenchGen reads, so the same read again in that turn (a hand-off
    re-reading the benchmark's current version, an analysis reading a run's answers twice) costs no
    request. An answer is given again only to the turn's own task (never to work the turn started,
    which may poll), only to a session of the same identity holding at least the scopes of the one
    that read it, and only until the turn writes anything or ends."""

    def __init__(self) -> None:
        self._task = asyncio.current_task()
        self._answers: dict[_ReadKey, tuple[frozenset[str], httpx.Response]] = {}
        # An answer read into its model, by the answer and the model's adapter: an answer given again
        # is not read again (a hand-off re-reading the benchmark's current version: ~35 µs a read)
        self._parsed: dict[tuple[int, int], tuple[httpx.Response, WireModel]] = {}
        self._open = True

    def _usable(self) -> bool:
        return self._open and asyncio.current_task() is self._task

    def get(self, key: _ReadKey, scopes: frozenset[str]) -> httpx.Response | None:
        found = self._answers.get(key) if self._usable() else None
        return found[1] if found is not None and found[0] <= scopes else None

    def put(self, key: _ReadKey, scopes: frozenset[str], response: httpx.Response) -> None:
        if self._usable():
            self._answers[key] = (scopes, response)

    def parsed(self, response: httpx.Response, adapter: TypeAdapter[T]) -> T:
        """`parse(response, adapter)`, read once in the turn where it reads into a wire model: frozen,
        so the model read before equals what reading it again gives and no field of it is ever set (nor
        is any list it holds changed: the skills read them); a list of models is read anew each time,
        as a caller may sort or extend its own."""
        if not self._usable():
            return parse(response, adapter)
        key = (id(response), id(adapter))
        found = self._parsed.get(key)
        if found is not None and found[0] is response:  # the same answer (an id is reused only once freed)
            return found[1]  # type: ignore[return-value]
        value = parse(response, adapter)
        if isinstance(value, WireModel):
            self._parsed[key] = (response, value)
        return value

    def forget(self) -> None:
        self._answers.clear()
        self._parsed.clear()

    def close(self) -> None:
        self._open = False
        self._answers.clear()
        self._parsed.clear()


class BenchGenPlatform:
    """App-level connection, authenticated as the bot client. One per process."""

    def __init__(
        self,
        base_url: str,
        client_id: str,
        client_secret: SecretStr,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = 10.0,
        retries: int = 3,
        backoff: float = 0.2,
        max_retry_delay: float = 5.0,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = utc_now,
    ) -> None:
        self._client_id = client_id
        self._client_secret = client_secret
        self._clock = clock
        self._http = BenchGenHttp(
            base_url,
            transport=transport,
            timeout=timeout,
            retry=RetryPolicy(retries=retries, backoff=backoff, max_delay=max_retry_delay),
            sleep=sleep,
            clock=clock,
        )
        self._reads: ContextVar[TurnReads | None] = ContextVar(f"benchgen_reads_{id(self)}", default=None)

    @contextmanager
    def turn(self) -> Iterator[None]:
        """Sessions opened inside share one turn's reads (`TurnReads`)."""
        reads = TurnReads()
        token = self._reads.set(reads)
        try:
            yield
        finally:
            reads.close()
            self._reads.reset(token)

    def __repr__(self) -> str:
        return f"BenchGenPlatform(base_url={self._http.base_url!r}, client_id={self._client_id!r})"

    @property
    def _auth(self) -> dict[str, str]:
        """The bot client's own credentials, as a header (HTTP Basic)."""
        pair = f"{self._client_id}:{self._client_secret.get_secret_value()}".encode()
        return {"Authorization": "Basic " + base64.b64encode(pair).decode("ascii")}

    async def _client_call(
        self,
        method: str,
        path: str,
        *,
        wording: Wording = _DEFAULT,
        json: Any = None,
        retry_safe: bool | None = None,
    ) -> httpx.Response:
        return await self._http.send(
            method,
            path,
            headers=self._auth,
            json=json,
            retry_safe=retry_safe,
            error_for=lambda r: problem_error(r, wording, client_auth=True),
        )

    async def start_link(self, identity: str) -> LinkStart:
        """A one-time browser link that binds `identity` to the account that approves it.

        Not retried: each call invalidates the previous link, so it is not idempotent.
        """
        response = await self._client_call("POST", "/v1/links", json={"identity": identity})
        return parse(response, _LINK)

    async def identity_status(self, identity: str) -> IdentityStatus:
        response = await self._client_call("GET", f"/v1/identities/{_segment(identity)}")
        return parse(response, _IDENTITY)

    async def unlink(self, identity: str) -> None:
        await self._client_call(
            "DELETE",
            f"/v1/identities/{_segment(identity)}",
            wording=Wording(not_found="This chat account is not linked to BenchGen."),
        )

    async def session(self, identity: str, scopes: Iterable[Scope | str], *,
                      workspaces: WorkspaceMemory | None = None) -> BenchGenSession:
        """Exchange the chat identity for a short-lived token narrowed to `scopes` (RFC 8693).

        Raises NotLinked (identity not linked), NotAllowed (a scope that is unknown, forbidden,
        or none grantable), InvalidCredential (the bot's own credentials were refused).
        The granted scopes may be narrower than requested: check `session.granted_scopes`.
        `workspaces`: where the session's `workspace()` is remembered between sessions (else it asks
        BenchGen once per session). Retried like a read: an exchange changes nothing on the platform but issues a token.
        """
        requested = sorted({str(scope) for scope in scopes})
        if not requested:
            raise ValueError("a session needs at least one scope")
        issued_at = self._clock()
        response = await self._http.send(
            "POST",
            "/oauth/token",
            headers=self._auth,
            data={
                "grant_type": TOKEN_EXCHANGE,
                "subject_token": identity,
                "subject_token_type": CHAT_IDENTITY,
                "scope": " ".join(requested),
            },
            retry_safe=True,
            error_for=oauth_error,
        )
        grant = parse(response, _GRANT)
        if grant.token_type.lower() != "bearer":
            raise errors.Unavailable("BenchGen sent an answer the bot could not read.")
        return BenchGenSession(
            self._http,
            grant.access_token,
            granted_scopes=grant.scopes or frozenset(requested),
            expires_at=issued_at + timedelta(seconds=grant.expires_in),
            identity=identity,
            reads=self._reads.get(),
            workspaces=workspaces,
            clock=self._clock,
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()


class BenchGenSession:
    """One turn's client: holds that turn's access token only; use as `async with`; discard after."""

    def __init__(
        self,
        http: BenchGenHttp,
        token: SecretStr,
        *,
        granted_scopes: frozenset[str],
        expires_at: datetime,
        identity: str = "",
        reads: TurnReads | None = None,
        workspaces: WorkspaceMemory | None = None,
        clock: Clock = utc_now,
    ) -> None:
        self._http = http
        self._identity = identity
        self._reads = reads
        self._workspaces = workspaces
        self._clock = clock
        self._token: SecretStr | None = token
        self.granted_scopes = granted_scopes
        self.expires_at = expires_at
        self._workspace: str | None = None

    def __repr__(self) -> str:
        state = "closed" if self._token is None else "open"
        return (
            f"BenchGenSession({state}, scopes={sorted(self.granted_scopes)!r}, "
            f"expires_at={self.expires_at.isoformat()!r})"
        )

    def allows(self, scope: Scope | str) -> bool:
        return str(scope) in self.granted_scopes

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Forget the token. The connection pool belongs to the platform and stays open."""
        self._token = None

    async def _call(
        self,
        method: str,
        path: str,
        *,
        wording: Wording = _DEFAULT,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        idempotency_key: str | None = None,
        retry_safe: bool | None = None,
        changes: bool | None = None,
    ) -> httpx.Response:
        """`changes`: whether the call may change what BenchGen holds (default: anything but GET)."""
        if self._token is None:
            raise RuntimeError("this BenchGen session is closed; start a new one")
        query = {k: v for k, v in (params or {}).items() if v is not None}
        key: _ReadKey | None = None
        if self._reads is not None:
            if method == "GET":
                key = (self._identity, path, tuple(sorted((k, str(v)) for k, v in query.items())))
                if (known := self._reads.get(key, self.granted_scopes)) is not None:
                    return known
            elif changes is None or changes:  # what the turn read may have changed
                self._reads.forget()
        headers = {"Authorization": f"Bearer {self._token.get_secret_value()}"}
        if idempotency_key is not None:
            if not idempotency_key:
                raise ValueError("an idempotency key must not be empty")
            headers["Idempotency-Key"] = idempotency_key
        response = await self._http.send(
            method,
            path,
            headers=headers,
            params=query or None,
            json=json,
            retry_safe=retry_safe,
            error_for=lambda r: problem_error(r, wording),
        )
        if key is not None and self._reads is not None:
            self._reads.put(key, self.granted_scopes, response)
        return response

    def _parse(self, response: httpx.Response, adapter: TypeAdapter[T]) -> T:
        """The answer read into its model; an answer the turn's reads gave again is read once."""
        return parse(response, adapter) if self._reads is None else self._reads.parsed(response, adapter)

    # --- account and models -------------------------------------------------------------------

    async def me(self) -> Me:
        return self._parse(await self._call("GET", "/v1/me"), _ME)

    async def workspace(self) -> str | None:
        """The BenchGen workspace whose data this session sees: what a cache of that data is keyed
        by (one chat workspace may hold users of several). Asked once per session, or recalled from
        the session's `WorkspaceMemory` (which keeps what a session read for the rest of its
        credential's life); None when the session may not read the account (then nothing it reads
        may be cached)."""
        if self._workspace is None and self.allows(Scope.ACCOUNT_READ):
            memory = self._workspaces
            recalled = await memory.recall(self._identity) if memory is not None and self._identity else None
            if recalled is None:
                recalled = (await self.me()).workspace
                if memory is not None and self._identity:
                    await memory.keep(self._identity, recalled, self.expires_at - self._clock())
            self._workspace = recalled
        return self._workspace

    async def list_models(self) -> list[Model]:
        return self._parse(await self._call("GET", "/v1/models"), _MODELS)

    # --- benchmarks ---------------------------------------------------------------------------

    async def list_benchmarks(self) -> list[BenchmarkSummary]:
        return self._parse(await self._call("GET", "/v1/benchmarks"), _SUMMARIES)

    async def get_benchmark(self, name: str) -> Benchmark:
        response = await self._call(
            "GET", f"/v1/benchmarks/{_segment(name)}", wording=_no_benchmark(name)
        )
        return self._parse(response, _BENCHMARK)

    async def get_version(self, name: str, version: int | None = None) -> BenchmarkVersion:
        """A version with its items; None = the current version."""
        which = "current" if version is None else str(int(version))
        response = await self._call(
            "GET",
            f"/v1/benchmarks/{_segment(name)}/versions/{which}",
            wording=_no_benchmark(name) if version is None else Wording(not_found=f"{name} has no version {version}."),
        )
        return self._parse(response, _VERSION)

    async def create_version(
        self,
        name: str,
        *,
        base_version: int,
        changes: Sequence[Change],
        note: str | None,
        idempotency_key: str,
    ) -> BenchmarkVersion:
        """Apply `changes` on top of `base_version`, making a new version.

        Raises StaleVersion when the benchmark moved on, InvalidChange with every reason.
        """
        response = await self._call(
            "POST",
            f"/v1/benchmarks/{_segment(name)}/versions",
            json={
                "base_version": base_version,
                "note": note,
                "changes": _CHANGES.dump_python(list(changes), mode="json"),
            },
            idempotency_key=idempotency_key,
            wording=_no_benchmark(name),
        )
        return self._parse(response, _VERSION)

    async def preview(
        self,
        name: str,
        *,
        version: int,
        changes: Sequence[Change],
        runs: Sequence[str] | None = None,
    ) -> Preview:
        """Re-score saved answers under `changes` without writing anything (safe to retry).

        runs None = every finished run on that version.
        """
        response = await self._call(
            "POST",
            f"/v1/benchmarks/{_segment(name)}/preview",
            json={
                "version": version,
                "changes": _CHANGES.dump_python(list(changes), mode="json"),
                "runs": None if runs is None else list(runs),
            },
            retry_safe=True,
            changes=False,
            wording=_no_benchmark(name),
        )
        return self._parse(response, _PREVIEW)

    # --- runs ---------------------------------------------------------------------------------

    async def list_runs(
        self,
        *,
        benchmark: str | None = None,
        model: str | None = None,
        version: int | None = None,
        status: str | None = None,
    ) -> list[Run]:
        """Runs, newest first, filtered by whatever is given."""
        response = await self._call(
            "GET",
            "/v1/runs",
            params={"benchmark": benchmark, "model": model, "version": version, "status": status},
        )
        return self._parse(response, _RUNS)

    async def get_run(self, run_id: str) -> Run:
        response = await self._call("GET", f"/v1/runs/{_segment(run_id)}", wording=_NO_RUN)
        return self._parse(response, _RUN)

    async def run_answers(self, run_id: str) -> list[Answer]:
        response = await self._call(
            "GET", f"/v1/runs/{_segment(run_id)}/answers", wording=_NO_RUN
        )
        return self._parse(response, _ANSWERS)

    async def launch_run(
        self,
        *,
        benchmark: str,
        model: str,
        version: int | None = None,
        model_version: int | None = None,
        idempotency_key: str,
    ) -> Run:
        """Start a run (charged at launch). None = current benchmark version / latest model.

        Raises InsufficientCredits (nothing charged) when the balance is short.
        """
        response = await self._call(
            "POST",
            "/v1/runs",
            json={
                "benchmark": benchmark,
                "model": model,
                "version": version,
                "model_version": model_version,
            },
            idempotency_key=idempotency_key,
            wording=Wording(
                not_found=f"BenchGen does not know {benchmark}, {model}, or the version asked for."
            ),
        )
        return self._parse(response, _RUN)

    async def cancel_run(self, run_id: str, *, idempotency_key: str) -> Run:
        response = await self._call(
            "POST",
            f"/v1/runs/{_segment(run_id)}/cancel",
            idempotency_key=idempotency_key,
            wording=Wording(
                not_found=_NO_RUN.not_found,
                conflict="The run has already finished, so it cannot be cancelled.",
            ),
        )
        return self._parse(response, _RUN)

    # --- training -----------------------------------------------------------------------------

    async def list_training_sets(self) -> list[TrainingSet]:
        return self._parse(await self._call("GET", "/v1/training-sets"), _TRAINING_SETS)

    async def start_training(
        self, *, model: str, training_set: str, idempotency_key: str
    ) -> TrainingJob:
        """Start training `model` on `training_set` (charged at start)."""
        response = await self._call(
            "POST",
            "/v1/training-jobs",
            json={"model": model, "training_set": training_set},
            idempotency_key=idempotency_key,
            wording=Wording(not_found=f"There is no model {model} or training set {training_set}."),
        )
        return self._parse(response, _JOB)

    async def get_training_job(self, job_id: str) -> TrainingJob:
        response = await self._call(
            "GET", f"/v1/training-jobs/{_segment(job_id)}", wording=_NO_JOB
        )
        return self._parse(response, _JOB)

    async def cancel_training(self, job_id: str, *, idempotency_key: str) -> TrainingJob:
        response = await self._call(
            "POST",
            f"/v1/training-jobs/{_segment(job_id)}/cancel",
            idempotency_key=idempotency_key,
            wording=Wording(
                not_found=_NO_JOB.not_found,
                conflict="The training has already finished, so it cannot be cancelled.",
            ),
        )
        return self._parse(response, _JOB)

    async def credit_history(self) -> list[CreditEntry]:
        """The workspace's credit movements, newest first, with the balance after each."""
        return self._parse(await self._call("GET", "/v1/credits/history"), _CREDITS)

    # --- audit --------------------------------------------------------------------------------

    async def audit(self) -> list[AuditEntry]:
        """The workspace's audit log, newest first."""
        return self._parse(await self._call("GET", "/v1/audit"), _AUDIT)


def _no_benchmark(name: str) -> Wording:
    return Wording(not_found=f"There is no benchmark called {name}.")


_NO_RUN = Wording(not_found="That run does not exist.")
_NO_JOB = Wording(not_found="That training job does not exist.")
