import { openApiDocument } from "@/lib/api/contract/document";
import { apiHeaders } from "@/lib/http/api-headers";

/** The OpenAPI 3.1 reference of every endpoint, built from their declarations (lib/api/endpoints). */
export function GET(): Response {
  // Public and the same for everyone: a browser or CDN may keep it for five minutes.
  return Response.json(openApiDocument(), {
    headers: apiHeaders({ "cache-control": "public, max-age=300" }),
  });
}

export * from "@/lib/api/method-not-allowed";
