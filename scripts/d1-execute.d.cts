export function d1Execute(
  sql: string,
  options: { state: string; cwd?: string },
):
  { ok: true; statements: { results: Record<string, unknown>[] }[] } | { ok: false; error: string };
