// JSON schemas of the provider route bodies (Fastify validates them; types are not coerced).

const obj = { type: 'object' } as const;
const id = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** Body of POST /call/web (docs/product.md §7); which of assistant/squad/workflow is given is checked in the handler. */
export const createWebCallBody = {
  type: 'object',
  properties: {
    assistant: obj,
    assistantId: id,
    assistantOverrides: { type: 'object', properties: { variableValues: obj } },
    squad: obj,
    squadId: id,
    workflow: obj,
    workflowId: id,
    workflowOverrides: obj,
  },
} as const;

/** Body of POST /call/:id/feedback (local extension). */
export const feedbackBody = {
  type: 'object',
  required: ['rating'],
  properties: { rating: { type: 'integer', minimum: 1, maximum: 5 } },
} as const;

/** Body of generic create/update routes: any JSON object. */
export const objectBody = obj;
