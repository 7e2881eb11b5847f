/** One JSON line per event, always carrying the request id, so a request can be followed in the logs. */
export function log(level: 'info' | 'warn' | 'error', requestId: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ level, request_id: requestId, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
