/** Nothing but the framework: no database, a fixed small JSON answer. */
export function GET() {
  return Response.json({ code: 200, msg: "ok" });
}
