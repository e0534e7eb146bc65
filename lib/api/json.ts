/**
 * What a server value looks like after JSON: dates become strings. Screens type API answers as
 * `Json<ReturnType<typeof someView>>`, so the view function is the one declaration of the shape.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends readonly (infer U)[]
      ? readonly Json<U>[]
      : T extends object
        ? { [K in keyof T]: Json<T[K]> }
        : T;
