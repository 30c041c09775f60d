import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailAs } from '../../test/admin';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

type Vars = Record<string, unknown>;

const calls: Vars[] = [];
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin' }) } })),
  graphql.query('MailOutbox', ({ variables }) => {
    calls.push(variables);
    const items = variables.status === 'failed' ? [mailAs('2', { status: 'failed', sentAt: null, lastError: '550 5.1.1 No such user here' })] : [mailAs('1'), mailAs('2', { status: 'failed', sentAt: null, lastError: '550 5.1.1 No such user here' })];
    return HttpResponse.json({ data: { mailOutbox: { __typename: 'MailMessagePage', hasMore: false, limit: 20, offset: 0, items } } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe("the super admin's Mail tab", () => {
  it('lists e-mails with their status, filters by status and opens a message’s text', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-mail'));
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Booking confirmed 1')).toBeTruthy();
    expect(within(rows[0]).getByText('Sent')).toBeTruthy();
    expect(within(rows[1]).getByText('Failed')).toBeTruthy();
    expect(calls[0]).toEqual({ pagination: { limit: 20, offset: 0 } });

    fireEvent.click(within(rows[1]).getByTestId('mail-open'));
    const dialog = await screen.findByTestId('mail-dialog');
    expect(within(dialog).getByTestId('mail-text').textContent).toBe('Assalam o Alaikum,\nyour booking 2 is confirmed.');
    expect(within(dialog).getByTestId('mail-error').textContent).toBe('550 5.1.1 No such user here');
    fireEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByTestId('mail-dialog')).toBeNull());

    fireEvent.change(screen.getByTestId('mail-status-filter'), { target: { value: 'failed' } });
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(1));
    expect(calls.at(-1)).toEqual({ status: 'failed', pagination: { limit: 20, offset: 0 } });
  });
});
