"""The FastAPI application: routes for docs/benchgen-api.md and the link pages."""

# No `from __future__ import annotations` here: FastAPI must evaluate the dependency
# annotations, which refer to closures inside `build_app`.


from typing import Annotated, Literal

from fastapi import APIRouter, Depends, FastAPI, Form, Header, Path, Query, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from . import audit, auth, benchmarks, ledger, pages, runs, training
from .bodylimit import BodyLimit
from .context import Context, Principal
from .problems import Problem, install_handlers
from .schemas import (
    MAX_INT,
    AnswerOut,
    AuditOut,
    BenchmarkOut,
    BenchmarkSummary,
    IdentityOut,
    JobOut,
    LaunchRun,
    LaunchTraining,
    LedgerEntryOut,
    LinkOut,
    LinkRequest,
    MeOut,
    ModelOut,
    NewVersion,
    PreviewOut,
    PreviewRequest,
    RunOut,
    TokenOut,
    TrainingSetOut,
    VersionOut,
)

IdemKey = Annotated[str | None, Header(alias="Idempotency-Key", max_length=255)]
FormText = Annotated[str | None, Form(max_length=2000)]
_bearer = HTTPBearer(auto_error=False, description="An access token from /oauth/token")


def build_app(ctx: Context) -> FastAPI:
    app = FastAPI(
        title="BenchGen sandbox",
        version="1.0",
        description="A local BenchGen-compatible API with simulated models (see docs/benchgen-api.md).",
    )
    install_handlers(app)
    app.add_middleware(
        BodyLimit, max_bytes=ctx.config.max_body_bytes, form_max_bytes=ctx.config.max_form_bytes,
        form_paths=("/oauth/", "/link/"),
    )

    def caller(scope: str):
        async def dependency(
            credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
        ) -> Principal:
            header = f"Bearer {credentials.credentials}" if credentials else None
            principal = await auth.principal_for(ctx, header)
            auth.require_scope(principal, scope)
            return principal

        return dependency

    async def client(request: Request) -> str:
        return await auth.require_client(ctx, request.headers.get("authorization"))

    for router in (
        _oauth_routes(ctx, client),
        _link_pages(ctx),
        _account_routes(ctx, caller),
        _benchmark_routes(ctx, caller),
        _run_routes(ctx, caller),
        _training_routes(ctx, caller),
        _ledger_routes(ctx, caller),
    ):
        app.include_router(router)
    return app


def _oauth_error(error: auth.OAuthError) -> JSONResponse:
    headers = {"Cache-Control": "no-store"}
    if error.status == 401:
        headers["WWW-Authenticate"] = 'Basic realm="benchgen"'
    return JSONResponse({"error": error.error, "error_description": error.description}, status_code=error.status, headers=headers)


# The link pages take a password and carry a one-time nonce in their URL: never framed (no
# clickjacking of the approve button), never cached, never sent on as a referrer.
PAGE_HEADERS = {
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def _page(html: str, status_code: int = 200) -> HTMLResponse:
    return HTMLResponse(html, status_code=status_code, headers=PAGE_HEADERS)


def _oauth_routes(ctx: Context, client) -> APIRouter:
    """The token exchange and the client-authenticated identity routes."""
    router = APIRouter()

    @router.post("/oauth/token", response_model=TokenOut, tags=["auth"])
    async def token(
        request: Request,
        grant_type: FormText = None,
        subject_token: FormText = None,
        subject_token_type: FormText = None,
        scope: FormText = None,
    ) -> JSONResponse:
        client_id = await auth.authenticate_client(ctx, request.headers.get("authorization"))
        try:
            if client_id is None:
                raise auth.OAuthError("invalid_client", "Client authentication failed.", status=401)
            issued = await auth.exchange(ctx, client_id, grant_type, subject_token, subject_token_type, scope)
        except auth.OAuthError as error:
            return _oauth_error(error)
        body = TokenOut(
            access_token=issued.access_token, issued_token_type=auth.ISSUED_TOKEN_TYPE, token_type="Bearer",
            expires_in=issued.expires_in, scope=issued.scope,
        )
        return JSONResponse(body.model_dump(), headers={"Cache-Control": "no-store"})

    @router.post("/v1/links", status_code=201, response_model=LinkOut, tags=["auth"])
    async def create_link(body: LinkRequest, client_id: Annotated[str, Depends(client)]) -> LinkOut:
        link = await auth.create_link(ctx, client_id, body.identity)
        return LinkOut(link_id=link.link_id, url=link.url, expires_at=link.expires_at)

    @router.get("/v1/identities/{identity}", response_model=IdentityOut, tags=["auth"])
    async def get_identity(identity: str, client_id: Annotated[str, Depends(client)]) -> IdentityOut:
        account = await auth.identity_account(ctx, identity)
        return IdentityOut(identity=identity, linked=account is not None, account=account)

    @router.delete("/v1/identities/{identity}", status_code=204, response_class=Response, tags=["auth"])
    async def delete_identity(identity: str, client_id: Annotated[str, Depends(client)]) -> Response:
        await auth.unlink(ctx, client_id, identity)
        return Response(status_code=204)

    return router


def _invalid_link_page(state: auth.LinkState) -> HTMLResponse:
    return _page(pages.failed(state.problem or "This link is not valid."), status_code=state.status)


def _refused_page(state: auth.LinkState) -> HTMLResponse:
    """A sign-in or approval that did not go through: the form again when the password was wrong or
    the tries ran out, else the failure."""
    if state.status in (401, 429) and state.identity is not None:
        return _page(pages.sign_in(state.identity, state.problem), status_code=state.status)
    return _invalid_link_page(state)


async def _approved_page(ctx: Context, result: auth.LinkState) -> HTMLResponse:
    if result.status in (401, 429) or result.problem is not None or result.identity is None:
        return _refused_page(result)
    account = await auth.identity_account(ctx, result.identity)
    return _page(pages.approved(result.identity, account or ""))


async def _decide(ctx: Context, nonce: str, identity: str, approve: str | None, state: str) -> HTMLResponse:
    """The approval page's answer, carrying the signed state from the sign-in."""
    if approve == "no":
        return _page(pages.declined(identity))
    if approve != "yes":
        return _page(pages.failed("Choose approve or decline."), status_code=400)
    return await _approved_page(ctx, await auth.approve_signed(ctx, nonce, state))


async def _sign_in(ctx: Context, nonce: str, identity: str, username: str, password: str) -> HTMLResponse:
    """The sign-in form's answer: the approval page with a signed state, or the form again."""
    signed_in, signed = await auth.sign_in(ctx, nonce, username, password)
    if signed is None:
        return _refused_page(signed_in)
    return _page(pages.approve(identity, username, signed))


def _link_pages(ctx: Context) -> APIRouter:
    """The browser pages behind a link: sign in, then approve or decline."""
    router = APIRouter()

    @router.get("/link/{nonce}", response_class=HTMLResponse, tags=["pages"])
    async def link_page(nonce: str) -> HTMLResponse:
        state = await auth.link_state(ctx, nonce)
        if state.problem is not None or state.identity is None:
            return _invalid_link_page(state)
        return _page(pages.sign_in(state.identity))

    @router.post("/link/{nonce}", response_class=HTMLResponse, tags=["pages"])
    async def link_approve(
        nonce: str, username: FormText = None, password: FormText = None, approve: FormText = None,
        state: FormText = None,
    ) -> HTMLResponse:
        """Browser: sign in (username, password) → approval page with a signed state → approve=yes|no.
        Scripts may still post username, password and approve=yes at once (docs/benchgen-api.md)."""
        link = await auth.link_state(ctx, nonce)
        if link.problem is not None or link.identity is None:
            return _invalid_link_page(link)
        if state is not None:
            return await _decide(ctx, nonce, link.identity, approve, state)
        if not username or not password:
            return _page(pages.sign_in(link.identity, "Enter your username and password."), status_code=400)
        if approve == "yes":
            return await _approved_page(ctx, await auth.approve_link(ctx, nonce, username, password))
        return await _sign_in(ctx, nonce, link.identity, username, password)

    return router


def _with_status(status: int, body: object, response: Response) -> object:
    """A create route's body, with the status the operation chose (an idempotent replay repeats its own)."""
    response.status_code = status
    return body


def _account_routes(ctx: Context, caller) -> APIRouter:
    router = APIRouter(prefix="/v1")
    db = ctx.db

    @router.get("/me", response_model=MeOut, tags=["account"])
    async def me(p: Annotated[Principal, Depends(caller("account:read"))]) -> MeOut:
        def read(conn):
            account = conn.execute("SELECT * FROM accounts WHERE name = ?", (p.account,)).fetchone()
            workspace = conn.execute("SELECT * FROM workspaces WHERE name = ?", (p.workspace,)).fetchone()
            return MeOut(
                account=p.account, display_name=account["display_name"], role=account["role"],
                workspace=p.workspace, workspace_name=workspace["display_name"],
                credits=ledger.balance(conn, p.workspace),
            )

        return await db.run(read)

    @router.get("/models", response_model=list[ModelOut], tags=["models"])
    async def models(p: Annotated[Principal, Depends(caller("benchmarks:read"))]) -> list[ModelOut]:
        def read(conn):
            out = []
            for row in conn.execute("SELECT * FROM models WHERE workspace = ? ORDER BY name", (p.workspace,)).fetchall():
                versions = [r[0] for r in conn.execute("SELECT version FROM model_versions WHERE model = ? ORDER BY version", (row["name"],))]
                out.append(ModelOut(name=row["name"], version=max(versions), price_per_item=row["price_per_item"], versions=versions))
            return out

        return await db.run(read)

    return router


def _benchmark_routes(ctx: Context, caller) -> APIRouter:
    router = APIRouter(prefix="/v1")
    db = ctx.db

    @router.get("/benchmarks", response_model=list[BenchmarkSummary], tags=["benchmarks"])
    async def list_benchmarks(p: Annotated[Principal, Depends(caller("benchmarks:read"))]) -> list[BenchmarkSummary]:
        return await db.run(lambda conn: benchmarks.list_benchmarks(conn, p.workspace))

    @router.get("/benchmarks/{name}", response_model=BenchmarkOut, tags=["benchmarks"])
    async def get_benchmark(name: str, p: Annotated[Principal, Depends(caller("benchmarks:read"))]) -> BenchmarkOut:
        return await db.run(lambda conn: benchmarks.get_benchmark(conn, p.workspace, name))

    @router.get("/benchmarks/{name}/versions/current", response_model=VersionOut, tags=["benchmarks"])
    async def get_current_version(
        name: str,
        p: Annotated[Principal, Depends(caller("benchmarks:read"))],
    ) -> VersionOut:
        return await db.run(lambda conn: benchmarks.get_version(conn, p.workspace, name, None))

    @router.get("/benchmarks/{name}/versions/{version}", response_model=VersionOut, tags=["benchmarks"])
    async def get_version(
        name: str,
        version: Annotated[int, Path(ge=1, le=MAX_INT)],
        p: Annotated[Principal, Depends(caller("benchmarks:read"))],
    ) -> VersionOut:
        return await db.run(lambda conn: benchmarks.get_version(conn, p.workspace, name, version))

    @router.post("/benchmarks/{name}/versions", status_code=201, response_model=VersionOut, tags=["benchmarks"])
    async def new_version(
        name: str, body: NewVersion, response: Response, idempotency_key: IdemKey = None,
        p: Principal = Depends(caller("benchmarks:write")),
    ) -> object:
        version, status = await benchmarks.create_version(ctx, p, name, body, idempotency_key)
        return _with_status(status, version, response)

    @router.post("/benchmarks/{name}/preview", response_model=PreviewOut, tags=["benchmarks"])
    async def preview(
        name: str, body: PreviewRequest, p: Annotated[Principal, Depends(caller("benchmarks:read"))]
    ) -> PreviewOut:
        return await benchmarks.preview(ctx, p, name, body)

    return router


def _run_routes(ctx: Context, caller) -> APIRouter:
    router = APIRouter(prefix="/v1")
    db = ctx.db

    @router.get("/runs", response_model=list[RunOut], tags=["runs"])
    async def list_runs(
        p: Annotated[Principal, Depends(caller("runs:read"))],
        benchmark: Annotated[str | None, Query(max_length=200)] = None,
        model: Annotated[str | None, Query(max_length=200)] = None,
        version: Annotated[int | None, Query(ge=1, le=MAX_INT)] = None,
        status: Literal["queued", "running", "succeeded", "failed", "cancelled"] | None = None,
    ) -> list[RunOut]:
        return await db.run(lambda conn: runs.list_runs(conn, p.workspace, benchmark, model, version, status))

    @router.post("/runs", status_code=201, response_model=RunOut, tags=["runs"])
    async def launch_run(
        body: LaunchRun, response: Response, idempotency_key: IdemKey = None,
        p: Principal = Depends(caller("runs:write")),
    ) -> object:
        run, status = await runs.launch(ctx, p, body, idempotency_key)
        return _with_status(status, run, response)

    @router.get("/runs/{run_id}", response_model=RunOut, tags=["runs"])
    async def get_run(run_id: str, p: Annotated[Principal, Depends(caller("runs:read"))]) -> RunOut:
        return await db.run(lambda conn: runs.run_out(runs.run_row(conn, p.workspace, run_id)))

    @router.get("/runs/{run_id}/answers", response_model=list[AnswerOut], tags=["runs"])
    async def run_answers(run_id: str, p: Annotated[Principal, Depends(caller("runs:read"))]) -> list[AnswerOut]:
        return await db.run(lambda conn: runs.list_answers(conn, p.workspace, run_id))

    @router.post("/runs/{run_id}/cancel", response_model=RunOut, tags=["runs"])
    async def cancel_run(
        run_id: str, idempotency_key: IdemKey = None, p: Principal = Depends(caller("runs:write"))
    ) -> RunOut:
        return await runs.cancel(ctx, p, run_id, idempotency_key)

    return router


def _training_routes(ctx: Context, caller) -> APIRouter:
    router = APIRouter(prefix="/v1")
    db = ctx.db

    @router.get("/training-sets", response_model=list[TrainingSetOut], tags=["training"])
    async def training_sets(p: Annotated[Principal, Depends(caller("benchmarks:read"))]) -> list[TrainingSetOut]:
        return await db.run(lambda conn: training.list_training_sets(conn, p.workspace))

    @router.post("/training-jobs", status_code=201, response_model=JobOut, tags=["training"])
    async def launch_training(
        body: LaunchTraining, response: Response, idempotency_key: IdemKey = None,
        p: Principal = Depends(caller("training:write")),
    ) -> object:
        job, status = await training.launch(ctx, p, body, idempotency_key)
        return _with_status(status, job, response)

    @router.get("/training-jobs/{job_id}", response_model=JobOut, tags=["training"])
    async def get_job(job_id: str, p: Annotated[Principal, Depends(caller("runs:read"))]) -> JobOut:
        return await db.run(lambda conn: training.job_out(training.job_row(conn, p.workspace, job_id)))

    @router.post("/training-jobs/{job_id}/cancel", response_model=JobOut, tags=["training"])
    async def cancel_job(
        job_id: str, idempotency_key: IdemKey = None, p: Principal = Depends(caller("training:write"))
    ) -> JobOut:
        return await training.cancel(ctx, p, job_id, idempotency_key)

    return router


def _ledger_routes(ctx: Context, caller) -> APIRouter:
    """The credit history and the audit log."""
    router = APIRouter(prefix="/v1")
    db = ctx.db

    @router.get("/credits/history", response_model=list[LedgerEntryOut], tags=["account"])
    async def credit_history(p: Annotated[Principal, Depends(caller("account:read"))]) -> list[LedgerEntryOut]:
        return await db.run(lambda conn: ledger.history(conn, p.workspace))

    @router.get("/audit", response_model=list[AuditOut], tags=["account"])
    async def audit_log(p: Annotated[Principal, Depends(caller("account:read"))]) -> list[AuditOut]:
        return await db.run(lambda conn: audit.entries(conn, p.workspace))

    return router


__all__ = ["build_app", "Problem"]
