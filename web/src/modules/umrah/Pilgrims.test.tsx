import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { dashboardHandlers, GROUP_ID, groupAs, groupHandler, MRZ, mrzAnswer } from './testData';

// A group's pilgrims (issue 36): the table, the spreadsheet import (all or nothing: a 422 lists every problem by row
// and column; a good file says how many came in), the template links, and Paste MRZ filling the form (or naming the
// failed check digit).

type Vars = Record<string, unknown>;
let uploads: { file: File | null; csrf: string | null }[] = [];
const added: Vars[] = [];

const server = setupServer(
  ...dashboardHandlers(),
  groupHandler(() => groupAs()),
  graphql.mutation('AddPilgrim', ({ variables }) => {
    added.push(variables as Vars);
    return HttpResponse.json({ data: { addPilgrim: { __typename: 'Pilgrim', id: '7a000000-0000-4000-8000-000000000002' } } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  uploads = [];
  added.length = 0;
});
afterAll(() => server.close());

const importAnswers = (answer: () => Response) =>
  http.post(`*/api/umrah/groups/${GROUP_ID}/pilgrims/import`, async ({ request }) => {
    const form = await request.formData();
    uploads.push({ file: form.get('file') as File | null, csrf: request.headers.get('x-requested-with') });
    return answer();
  });

const xlsx = () => new File([new Uint8Array(2000)], 'pilgrims.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function openPage() {
  renderApp(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
  return screen.findAllByTestId('pilgrim-row');
}

describe('pilgrims', () => {
  it('the table: names as in the passport, passport, visa status', async () => {
    const [row] = await openPage();
    expect(row.textContent).toContain('Muhammad Imran Qureshi');
    expect(row.textContent).toContain('AB1234567');
    expect(within(row).getByTestId('pilgrim-visa-status').textContent).toBe('Not submitted');
    expect(within(row).getByRole('button', { name: 'Remove Muhammad Imran Qureshi' })).toBeTruthy();
  });

  it('import: a bad file lists every problem by row and column; a good one says how many came in', async () => {
    server.use(
      importAnswers(() =>
        HttpResponse.json(
          {
            message: 'The file has 2 problems: nothing was imported',
            errors: [
              { row: 3, column: 'date_of_birth', message: 'Date of birth is after today' },
              { row: 7, column: 'passport_number', message: 'Passport number is required' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await openPage();
    fireEvent.click(screen.getByTestId('pilgrim-import'));
    const panel = await screen.findByTestId('import-panel');
    expect(within(panel).getByTestId('template-xlsx').getAttribute('href')).toBe('/api/umrah/template.xlsx');
    expect(within(panel).getByTestId('template-csv').getAttribute('href')).toBe('/api/umrah/template.csv');
    fireEvent.change(within(panel).getByLabelText('Spreadsheet file'), { target: { files: [xlsx()] } });
    fireEvent.click(within(panel).getByTestId('import-submit'));
    const errors = await within(panel).findAllByTestId('import-error');
    expect(errors.map((e) => e.textContent)).toEqual(['Row 3, date_of_birth: Date of birth is after today', 'Row 7, passport_number: Passport number is required']);
    expect(within(panel).getByTestId('import-errors').textContent).toContain('Nothing was imported');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].file?.name).toBe('pilgrims.xlsx');
    // the CSRF guard's header: a multipart body is not JSON
    expect(uploads[0].csrf).toBeTruthy();

    server.use(importAnswers(() => HttpResponse.json({ imported: 12 })));
    fireEvent.click(within(panel).getByTestId('import-submit'));
    expect((await within(panel).findByTestId('import-done')).textContent).toBe('12 pilgrims imported');
    expect(within(panel).queryByTestId('import-errors')).toBeNull();
  });

  it('Paste MRZ: the passport fills the form, then the pilgrim is added', async () => {
    const asked: string[][] = [];
    server.use(
      graphql.query('ParseMrz', ({ variables }) => {
        asked.push(variables.lines as string[]);
        return HttpResponse.json({ data: { parseMrz: mrzAnswer } });
      }),
    );
    await openPage();
    fireEvent.click(screen.getByTestId('pilgrim-mrz'));
    const dialog = await screen.findByTestId('pilgrim-dialog');
    fireEvent.change(within(dialog).getByLabelText('MRZ lines'), { target: { value: `${MRZ[0]}\n${MRZ[1]}\n` } });
    fireEvent.click(within(dialog).getByTestId('mrz-read'));
    await within(dialog).findByTestId('mrz-filled');
    expect(asked).toEqual([MRZ]);
    const value = (label: string) => (within(dialog).getByLabelText(label, { exact: false }) as HTMLInputElement).value;
    expect(value('Surname')).toBe('ERIKSSON');
    expect(value('Given names')).toBe('ANNA MARIA');
    expect(value('Passport number')).toBe('L898902C3');
    expect(value('Date of birth')).toBe('1974-08-12');
    expect(value('Passport expiry date')).toBe('2032-04-15');
    expect(value('Gender')).toBe('F');
    expect(value('Nationality')).toBe('PAK');
    // what a passport page does not give: the issue date
    fireEvent.click(within(dialog).getByTestId('pilgrim-submit'));
    expect(await within(dialog).findByText('Passport issue date must be a date (yyyy-MM-dd)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Passport issue date', { exact: false }), { target: { value: '2022-04-16' } });
    fireEvent.click(within(dialog).getByTestId('pilgrim-submit'));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      groupId: GROUP_ID,
      input: {
        givenNames: 'ANNA MARIA',
        surname: 'ERIKSSON',
        gender: 'F',
        dateOfBirth: '1974-08-12',
        nationality: 'PAK',
        passportNumber: 'L898902C3',
        passportIssueDate: '2022-04-16',
        passportExpiryDate: '2032-04-15',
      },
    });
  });

  it("Paste MRZ: a failed check digit is shown in the server's words", async () => {
    const message = "The passport number's check digit does not match (line 2, position 10)";
    server.use(graphql.query('ParseMrz', () => HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }], data: null })));
    await openPage();
    fireEvent.click(screen.getByTestId('pilgrim-mrz'));
    const dialog = await screen.findByTestId('pilgrim-dialog');
    fireEvent.change(within(dialog).getByLabelText('MRZ lines'), { target: { value: `${MRZ[0]}\n${MRZ[1].replace('C36', 'C35')}` } });
    fireEvent.click(within(dialog).getByTestId('mrz-read'));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByTestId('mrz-filled')).toBeNull();
    expect((within(dialog).getByLabelText('Surname', { exact: false }) as HTMLInputElement).value).toBe('');
  });
});
