import { openApiDocument } from "@/lib/api/contract/document";

/** The OpenAPI 3.1 reference of every endpoint, built from their declarations (lib/api/endpoints). */
export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export * from "@/lib/api/method-not-allowed";
