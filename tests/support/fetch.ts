/**
 * Called at a test file's (or describe block's) top level: the global fetch is the returned mock,
 * emptied of calls and scripted answers before each test, so every test scripts the platform
 * afresh; after it, the real fetch (and any other stubbed global) is back.
 */
export function stubFetchEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
