import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkEmail, createClient } from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const onCreated = vi.fn();

function renderForm() {
  renderAtRoute({
    path: '/signup/registration',
    name: 'signup-registration',
    children: <RegistrationForm onCreated={onCreated} />,
  });
  return screen.findByRole('button', { name: 'Create my account' });
}

let server: FakeServer | undefined;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

beforeAll(async () => {
  await Promise.all([loadNamespace('en', 'common'), loadNamespace('en', 'signup')]);
});

beforeEach(() => {
  onCreated.mockReset();
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the registration form', { timeout: 20_000 }, () => {
  it('shows each invalid field under it, tied by aria-describedby, and focuses the first one without calling the server', async () => {
    server = fakeServer();
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { 'First name': 'Émilie', 'Last name': 'T', Email: 'not-an-email', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const lastName = screen.getByLabelText('Last name', { exact: true });
    expect(document.activeElement).toBe(lastName);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your last name (at least 2 letters).',
    );
    expect(screen.getByLabelText('First name', { exact: true }).hasAttribute('aria-invalid')).toBe(false);
    const email = screen.getByLabelText('Email', { exact: true });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText('Your password needs at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions and the privacy policy to continue.')).toBeTruthy();
    // The blur of the invalid e-mail asked nothing either.
    expect(server.requestCount).toBe(0);
  });

  it('says at once, when the e-mail is left, that it is taken, with a way to log in', async () => {
    server = fakeServer().on(checkEmail, { available: false });
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { Email: 'taken@example.ca' });
    await user.tab();
    expect(await screen.findByText('E-mail already in use, log in to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to continue' }).getAttribute('href')).toBe('/clients/sign_in');
    expect(server.received(checkEmail)).toEqual([{ email: 'taken@example.ca' }]);
  });

  it('sends a valid form and shows the server field errors under their fields', async () => {
    server = fakeServer()
      .on(checkEmail, { available: true })
      .on(createClient, errorReply(422, 'validation', 'Check the fields', { password: 'Too common a password.' }));
    const user = userEvent.setup();
    await renderForm();
    await fill(user, {
      'First name': 'Émilie',
      'Last name': 'Tremblay',
      Email: 'emilie@example.ca',
      Password: 'password123',
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const password = screen.getByLabelText('Password', { exact: true });
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too common a password.')).toBeTruthy();
    expect(server.received(createClient)).toEqual([
      {
        firstName: 'Émilie',
        lastName: 'Tremblay',
        email: 'emilie@example.ca',
        password: 'password123',
        acceptTerms: true,
      },
    ]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('hands the next step to the page once the account is created', async () => {
    server = fakeServer().on(checkEmail, { available: true }).on(createClient, { next: '/signup/delivery' });
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { 'First name': 'Li', 'Last name': 'Wu', Email: 'li@example.ca', Password: 'abcdefghij' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('/signup/delivery'));
  });
});
