// A call's record as the local services keep it, seen from an e2e test: the ids of the calls a page creates, and a
// record by id over the REST API.
import type { APIRequestContext, Page } from 'playwright/test';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';

/** Collects the ids of web calls the page creates. */
export function trackCalls(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/provider/call/web') && r.status() === 201) ids.push((await r.json()).id);
  });
  return ids;
}

/** A call's record from the local services' REST API (the private key of the local defaults). */
export async function callRecord(request: APIRequestContext, id: string): Promise<CallRecord> {
  return (await (
    await request.get(`/provider/call/${id}`, { headers: { authorization: 'Bearer local-private-key' } })
  ).json()) as CallRecord;
}
