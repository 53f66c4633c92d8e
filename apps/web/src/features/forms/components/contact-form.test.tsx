import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { ContactForm } from './contact-form';

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/kontakt']}>
      <Routes>
        <Route path="/kontakt" element={<ContactForm />} />
        <Route path="/" element={<h1>Startseite</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

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
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText(/^Betreff/)).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText(/^Nachricht/)).toHaveAttribute('maxlength', '400');
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
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/contact');
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
});
