/**
 * The guest of the enquiry tests, Ann Lee: how she fills in the fields most enquiry forms name as
 * docs/rules/content-and-data.md#enquiry-form-definitions does, and the same once the form's rules
 * have cleaned them.
 */
export const ANN = { 'First Name': 'Ann', 'Last Name': 'Lee', Email: 'ann@example.com' } as const;

/**
 * A platform that answers the first call and fails the second with 'down' (502), for a form's
 * submit to resolve once and then reject.
 */
export function answerOnceThenFail() {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValueOnce(Response.json({ ok: true }))
    .mockResolvedValueOnce(Response.json({ error: 'down' }, { status: 502 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
