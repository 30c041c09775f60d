import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { clearToasts, Toaster, toast } from './toaster';

// One toast at a time (spec): a newer toast replaces the one on screen, except that news of something else does not
// push an error aside before it has been read.

afterEach(() => act(() => clearToasts()));

const renderToaster = () =>
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
const shown = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');

describe('the toaster', () => {
  it('shows one toast: a newer one replaces the one on screen', async () => {
    renderToaster();
    act(() => toast('First', 'one', 'info'));
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('First')]));
    act(() => toast('Second', 'two', 'success'));
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Second')]));
  });

  it('keeps an error on screen for 2 s when other news arrives, then shows the news', async () => {
    renderToaster();
    act(() => toast('Booking Error', 'Could not open the booking site.', 'error'));
    const shownAt = Date.now();
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Booking Error')]));
    act(() => toast('Flight Search Complete', 'Found flights from KHI to DXB', 'success'));
    expect(shown()).toEqual([expect.stringContaining('Booking Error')]);
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Flight Search Complete')]), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });

  it('shows the waiting news at once when the error is dismissed', async () => {
    renderToaster();
    act(() => toast('Booking Error', 'Could not open the booking site.', 'error'));
    act(() => toast('Flight Search Complete', 'Found flights from KHI to DXB', 'success'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Flight Search Complete')]), { timeout: 500 });
  });

  it('lets a newer error replace an error', async () => {
    renderToaster();
    act(() => toast('Booking Error', 'first', 'error'));
    act(() => toast('Search Failed', 'second', 'error'));
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Search Failed')]));
  });
});
