// @vitest-environment jsdom
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <StrictMode>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Contact us" description="We answer within a day.">
        <label>
          Name <input name="name" />
        </label>
        <button type="submit">Send</button>
      </Modal>
    </StrictMode>
  );
}

function openModal() {
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a labelled modal dialog in a portal, focuses the first field and locks body scroll', () => {
    document.body.style.overflow = 'scroll';
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('dialog', { description: 'We answer within a day.' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    [
      'a backdrop click',
      () => {
        const backdrop = screen.getByRole('dialog').parentElement!;
        fireEvent.mouseDown(backdrop);
        fireEvent.click(backdrop);
      },
    ],
  ])('closes on %s, restores scroll and returns focus to the trigger', (_name, close) => {
    document.body.style.overflow = 'scroll';
    const trigger = openModal();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open on a click inside the panel', () => {
    openModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });
});
