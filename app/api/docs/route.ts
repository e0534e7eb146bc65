import { API_REFERENCE_CSP, apiHeaders } from "@/lib/http/api-headers";

/**
 * The API reference, rendered in the browser by Scalar from /api/openapi.json. The renderer ships with the
 * shop (/api/docs/scalar.js); no CDN, no web fonts from elsewhere (its CSP allows the shop's own scripts only).
 */
export function GET(): Response {
  const configuration = JSON.stringify({
    withDefaultFonts: false,
    hideClientButton: true,
    // Nothing that talks to Scalar's own services: no AI agent, no deploy/share toolbar.
    agent: { disabled: true },
    showToolbar: "never",
    showDeveloperTools: "never",
  });
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kaitsuke shop API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${configuration}'></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>
`;
  return new Response(html, {
    headers: apiHeaders({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": API_REFERENCE_CSP,
    }),
  });
}

export * from "@/lib/api/method-not-allowed";
