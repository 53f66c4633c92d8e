import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { ContactForm } from './contact-form';

function renderForm(entry = '/kontakt') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/kontakt" element={<ContactForm />} />
          <Route path="/" element={<h1>Startseite</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TEAPOT = {
  _id: 'file-1',
  id: 'file-1',
  name: 'teapot.stl',
  givenUnitOfLength: 'mm',
  status: 'analysed',
  taskId: 't-1',
  scale: 1,
  analysedProperties: null,
  files: null,
  repairInfo: null,
  frontPictures: [],
  warnings: [],
};

const ADDRESS = {
  title: '',
  firstname: 'Anna',
  lastname: 'Bärtschi-Wolfeschlegel',
  company: 'Muster AG',
  street: 'Bahnhofstrasse 1',
  addressSuffix: '',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
  vatRegistrationNumber: '',
};
const ACCOUNT = {
  username: 'anna',
  email: 'anna@example.ch',
  billingInformation: { ...ADDRESS, email: 'anna@example.ch', isVerifiedCompany: false },
  shippingInformation: null,
  isBillingAndShippingEqual: true,
  isBusinessCustomer: false,
  preferences: { isBusinessCustomer: { value: false, isSet: false } },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired() {
  type(/^Vorname/, 'Anna');
  type(/^Nachname/, 'Muster');
  type(/^E-Mail/, 'anna@example.ch');
  type(/^Nachricht/, 'Bitte um Offerte');
  fireEvent.click(screen.getByLabelText(/Datenschutzerklärung gelesen/));
}

describe('ContactForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotificationStore.setState({ notifications: [] });
  });

  it('keeps send disabled with the hint until the required fields are filled', async () => {
    renderForm();
    const send = screen.getByRole('button', { name: 'Absenden' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('title', 'Pflichtfelder fehlen');
    fillRequired();
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).not.toHaveAttribute('title');
    // DECISIONS.md "Customer data": names up to 50 characters, phone up to 25 (shown, not cut).
    expect(screen.getByLabelText(/^Vorname/)).toHaveAccessibleDescription('max. 50 Zeichen');
    expect(screen.getByLabelText(/^Telefon/)).toHaveAccessibleDescription('max. 25 Zeichen');
    expect(screen.getByLabelText(/^Betreff/)).toHaveAccessibleDescription('max. 50 Zeichen');
    expect(screen.getByLabelText(/^Nachricht/)).toHaveAccessibleDescription('16 von 400 Zeichen');
  });

  it('sends, shows the success notification and returns to the home page', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 'received' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillRequired();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === '/api/forms/contact',
    );
    const init = (sent as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({
      firstName: 'Anna',
      message: 'Bitte um Offerte',
      confirmation: true,
    });
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'success',
      header: 'Absenden erfolgreich',
    });
  });

  it('prefills a signed-in customer’s name, e-mail and company, keeping what was typed', async () => {
    let answerSession: (() => void) | undefined;
    const session = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const fetchMock = vi.fn((url: string) =>
      url === '/api/auth/session'
        ? session.then(() => json({ isLoggedIn: true, details: ACCOUNT }))
        : json({ status: 'received' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    // Typed before the account arrived: kept.
    type(/^Vorname/, 'Annette');
    answerSession?.();
    await waitFor(() => expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('anna@example.ch'));
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Annette');
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Bärtschi-Wolfeschlegel');
    expect(screen.getByLabelText(/^Firma/)).toHaveValue('Muster AG');
    expect(screen.getByLabelText(/^Telefon/)).toHaveValue('');
  });

  it('refuses a phone with too few digits, saying the rule', async () => {
    renderForm();
    type(/^Telefon/, '12345');
    fireEvent.blur(screen.getByLabelText(/^Telefon/));
    expect(await screen.findByText(/6 bis 15 Ziffern/)).toBeInTheDocument();
  });

  it('a failed send shows the warning and keeps the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    renderForm();
    fillRequired();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications[0]).toMatchObject({
        type: 'warning',
        header: 'Hier scheint ein Fehler aufgetreten zu sein.',
      }),
    );
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Anna');
  });

  it('bug-report mode replaces the message; the error message is enabled only after an error', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Ich möchte einen Fehler auf der Website melden'));
    await screen.findByLabelText(/^Was wollten Sie tun/);
    expect(screen.queryByLabelText(/^Nachricht/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Was wollten Sie tun/)).toBeInTheDocument();
    const errorMessage = screen.getByLabelText('Fehlermeldung');
    expect(errorMessage).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Es wurde eine Fehlermeldung angezeigt'));
    await waitFor(() => expect(screen.getByLabelText('Fehlermeldung')).toBeEnabled());
  });

  it('a quote request from the configurator (?file=) names the file, prefills and sends its id', async () => {
    const fetchMock = vi.fn((url: string) =>
      url.startsWith('/api/analytx/file/') ? json(TEAPOT) : json({ status: 'received' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm('/kontakt?file=file-1');
    expect(await screen.findByTestId('quote-file')).toHaveTextContent(
      'Ihre 3D-Datei «teapot.stl» wird dieser Anfrage beigefügt.',
    );
    expect(screen.getByLabelText(/^Betreff/)).toHaveValue('Angebot für teapot.stl');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Nachricht/).value).toContain(
      '«teapot.stl»',
    );
    type(/^Vorname/, 'Anna');
    type(/^Nachname/, 'Muster');
    type(/^E-Mail/, 'anna@example.ch');
    fireEvent.click(screen.getByLabelText(/Datenschutzerklärung gelesen/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/forms/contact');
    const init = (sent as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({ fileId: 'file-1' });
  });

  it('a file that cannot be found is said so and not sent', async () => {
    const fetchMock = vi.fn((url: string) =>
      url.startsWith('/api/analytx/file/')
        ? json({ error: { code: 'FILE_NOT_FOUND', message: 'no' } }, 404)
        : json({ status: 'received' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm('/kontakt?file=someone-else');
    expect(
      await screen.findByText(
        'Die 3D-Datei konnte nicht gefunden werden; die Anfrage geht ohne Datei an uns.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('quote-file')).not.toBeInTheDocument();
  });
});
