import type { CreateWebCallRequest, WebCallResponse } from '../../protocol/provider-routes.ts';

/** Body of POST /call/web (docs/product.md §7): one of assistant, squad or workflow (by id or inline). */
export type WebCallRequest = CreateWebCallRequest;

/** The POST /call/web response (docs/product.md §3: id, webCallUrl, artifactPlan, assistant.voice.provider). */
export type WebCall = WebCallResponse;

/** docs/product.md §5: the message when no assistant, squad or workflow is given. */
export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';

/** Returns the validation message for a web-call request, or null when it is valid. */
export function validateWebCallRequest(req: WebCallRequest): string | null {
  const has = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v != null);
  return [req.assistantId, req.assistant, req.squadId, req.squad, req.workflowId, req.workflow].some(has) ? null : MISSING_TARGET_MESSAGE;
}

/** Which transport a webCallUrl needs: Daily rooms are https, the local agent is ws(s). */
export function transportKindOf(webCallUrl: string): 'daily' | 'websocket' {
  const scheme = new URL(webCallUrl).protocol;
  if (scheme === 'ws:' || scheme === 'wss:') return 'websocket';
  if (scheme === 'https:' || scheme === 'http:') return 'daily';
  throw new Error(`Unsupported webCallUrl scheme: ${scheme}`);
}
