import { ENDPOINTS } from "@/lib/api/endpoints";
import packageJson from "@/package.json";
import { buildOpenApi } from "./openapi";

let built: Record<string, unknown> | undefined;

/** The API's OpenAPI document, built once per process from the declarations. */
export function openApiDocument(): Record<string, unknown> {
  return (built ??= buildOpenApi(ENDPOINTS, packageJson.version));
}
