import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFakeUser } from '../../test/fake-session.ts';
import { configureApiNavigation } from './api-navigation.ts';
import { ApiError } from './api-error.ts';
import { downloadFile } from './download-file.ts';
import { fileNameOf } from './http.ts';

const FILE_ID = '5d2b8f0e-3c4a-4e6b-8f1d-7a9c0b1e2d33';
const navigate = vi.fn();
let restore: () => void;
let clicked: HTMLAnchorElement[];

function stubFile(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pdf = (disposition = 'inline; filename="carnet.pdf"') =>
  new Response(new TextEncoder().encode('%PDF-1.4'), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition },
  });

beforeEach(() => {
  navigate.mockReset();
  restore = configureApiNavigation({
    navigate,
    currentPath: () => '/app/enroll/immunization',
    networkErrorMessage: () => 'No connection.',
  });
  clicked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file-1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadFile', () => {
  it('fetches the file with the bearer token and opens a PDF in the tab opened at the click', async () => {
    const { accessToken } = signInFakeUser();
    const fetchMock = stubFile(() => pdf());
    const tab = { closed: false, close: vi.fn(), location: { href: '' } } as unknown as Window;

    await expect(downloadFile(FILE_ID, { tab })).resolves.toBe('opened');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/file/${FILE_ID}`);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(tab.location.href).toBe('blob:file-1');
    expect(clicked).toHaveLength(0);
  });

  it('saves under the name from Content-Disposition when asked to, or when no tab can open', async () => {
    signInFakeUser();
    stubFile(() => pdf(`attachment; filename="x.pdf"; filename*=UTF-8''Carnet%20de%20L%C3%A9a.pdf`));
    vi.spyOn(window, 'open').mockReturnValue(null);

    await expect(downloadFile(FILE_ID)).resolves.toBe('saved');
    expect(clicked[0]?.download).toBe('Carnet de Léa.pdf');
    expect(clicked[0]?.href).toBe('blob:file-1');

    await expect(downloadFile(FILE_ID, { mode: 'save' })).resolves.toBe('saved');
    expect(clicked).toHaveLength(2);
  });

  it('closes the waiting tab and routes a missing file to the error page, as every call does', async () => {
    signInFakeUser();
    stubFile(() => new Response(JSON.stringify({ statusCode: 404, message: 'File not found.' }), { status: 404 }));
    const tab = { closed: false, close: vi.fn(), location: { href: '' } } as unknown as Window;

    const error = await downloadFile(FILE_ID, { tab }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(tab.close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/error?code=404'));
    expect(clicked).toHaveLength(0);
  });
});

describe('fileNameOf', () => {
  it('prefers filename*, falls back to filename, and answers null without one', () => {
    expect(fileNameOf(`inline; filename="a.pdf"; filename*=UTF-8''b%C3%A9.pdf`)).toBe('bé.pdf');
    expect(fileNameOf('attachment; filename=plain.jpg')).toBe('plain.jpg');
    expect(fileNameOf('attachment; filename="quoted name.pdf"')).toBe('quoted name.pdf');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
