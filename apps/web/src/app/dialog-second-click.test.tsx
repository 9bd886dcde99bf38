import Dialog from '@mui/material/Dialog';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <output>{open ? '開いている' : '閉じている'}</output>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <p>本文</p>
      </Dialog>
    </ThemeProvider>
  );
}

/** The area around the dialog, where a click outside it lands. */
const outside = () => document.querySelector('.MuiDialog-container') as HTMLElement;

describe('every dialog of the theme', () => {
  it('stays open for the second click of the double click that opened it, and closes on a single click outside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: '開く' }), { detail: 1 });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('開いている');

    fireEvent.mouseDown(outside(), { detail: 2 });
    fireEvent.click(outside(), { detail: 2 });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('開いている');

    // Clicks on the dialog itself, one or a series, are the dialog's own business.
    fireEvent.mouseDown(screen.getByText('本文'), { detail: 1 });
    fireEvent.click(screen.getByText('本文'), { detail: 1 });
    fireEvent.mouseDown(screen.getByText('本文'), { detail: 2 });
    fireEvent.click(screen.getByText('本文'), { detail: 2 });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('開いている');

    fireEvent.mouseDown(outside(), { detail: 1 });
    fireEvent.click(outside(), { detail: 1 });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('閉じている');
  });
});
