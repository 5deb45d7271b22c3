/** What the stand-in API answers: a status and a JSON body (none for 204). */
export interface ApiResponse {
  status: number;
  body?: unknown;
}

export const notFound = (what: string): ApiResponse => ({status: 404, body: {error: `No such resource: ${what}`}});
export const methodNotAllowed = (method: string): ApiResponse => ({
  status: 405,
  body: {error: `${method} is not supported here`},
});
