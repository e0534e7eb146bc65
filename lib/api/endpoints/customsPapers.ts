/**
 * Declarations of this module (issue 30, docs/documents.md); endpoints are added as they are built.
 */
export {};
