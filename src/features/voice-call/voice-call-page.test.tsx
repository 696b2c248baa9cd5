// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

// The controller owns every engine resource; here it is a recorder, so the test sees what the page asks of it.
const made: { log: string[] }[] = [];
vi.mock('./voice-call-controller.ts', () => ({
  VoiceCallController: class {
    log: string[] = [];
    call = { listDevices: async () => ({ microphones: [], speakers: [], canChooseSpeaker: false }) };
    constructor() {
      made.push(this);
    }
    prepare = async () => void this.log.push('prepare');
    release = async () => void this.log.push('release');
    start = async (d: { name: string }) => void this.log.push(`start:${d.name}`);
    end = async () => void this.log.push('end');
    setMuted = () => undefined;
    setVolume = () => undefined;
    attachCanvas = () => undefined;
    setColors = () => undefined;
    sendFeedback = async () => undefined;
    revive = () => void this.log.push('revive');
    dispose = async () => void this.log.push('dispose');
  },
}));
const sendEmail = vi.fn(async (_template: string, _params: Record<string, string>) => ({ ok: true as const }));
vi.mock('../../lib/email.ts', () => ({ sendEmail: (t: string, p: Record<string, string>) => sendEmail(t, p), warmEmail: () => undefined }));

const { default: VoiceCallPage } = await import('./voice-call-page.tsx');
const { patchCall, resetCall } = await import('../../stores/call-store.ts');
const { NOTICE_TEXT } = await import('./call-notices-utils.ts');
const { ContactModal } = await import('./contact-modal.tsx');

afterEach(() => {
  cleanup();
  made.length = 0;
  sendEmail.mockClear();
});

/** The controller the page actually uses (StrictMode may build a second one and throw it away unused). */
const used = () => made.filter((c) => c.log.length > 0);

describe('VoiceCallPage under StrictMode', () => {
  it('uses one controller: one mic preparation, one lead email, one start — then disposes it on unmount', async () => {
    const view = render(
      <StrictMode>
        <MemoryRouter initialEntries={['/voice-call']}>
          <VoiceCallPage />
        </MemoryRouter>
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Voice Call' }));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone Number *'), { target: { value: '+44 1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Call' })));
    await waitFor(() => expect(used()[0]?.log).toContain('start:Ada'));
    expect(used()).toHaveLength(1);
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail.mock.calls[0][1]).toMatchObject({
      user_name: 'Ada',
      user_email: 'ada@example.com',
      user_phone: '+44 1',
      to_email: 'leads@vaiu.ai',
    });
    // StrictMode's extra mount cycle: dispose, then revive — the controller stays usable.
    expect(used()[0].log.filter((l) => l === 'prepare' || l.startsWith('start'))).toEqual(['prepare', 'start:Ada']);
    expect(used()[0].log.slice(0, 3)).toEqual(['revive', 'dispose', 'revive']);
    view.unmount();
    expect(used()[0].log.at(-1)).toBe('dispose');
  });

  it('sends nothing and starts nothing when a field is empty', async () => {
    render(
      <MemoryRouter>
        <VoiceCallPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Voice Call' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Call' })));
    expect(sendEmail).not.toHaveBeenCalled();
    expect(made.flatMap((c) => c.log).filter((l) => l.startsWith('start'))).toEqual([]);
  });

  it("emails a lead once: 'Call again' and an unchanged form reuse it; changed details send a new one", async () => {
    render(
      <MemoryRouter>
        <VoiceCallPage />
      </MemoryRouter>,
    );
    const submit = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Voice Call' }));
      fireEvent.change(screen.getByLabelText('Name *'), { target: { value: name } });
      fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ada@example.com' } });
      fireEvent.change(screen.getByLabelText('Phone Number *'), { target: { value: '+44 1' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Call' })));
    };
    const ended = () => act(() => patchCall({ status: 'ended', endReason: 'connection-lost', feedbackDone: true }));
    await submit('Ada');
    expect(sendEmail).toHaveBeenCalledTimes(1);
    ended();
    expect(screen.getAllByText(NOTICE_TEXT.connectionLost)).toHaveLength(2); // shown, and announced once
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Call again' })));
    ended();
    await submit('Ada');
    expect(sendEmail).toHaveBeenCalledTimes(1);
    ended();
    await submit('Ada Lovelace');
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(used()[0].log.filter((l) => l.startsWith('start'))).toEqual(['start:Ada', 'start:Ada', 'start:Ada', 'start:Ada Lovelace']);
    act(() => resetCall());
  });
});

describe('ContactModal', () => {
  it("shows the contact email and phone and opens the scheduling page from 'Schedule a Call'", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <ContactModal
        open
        onClose={() => undefined}
        info={{ email: 'hello@vaiu.ai', phone: '+44 20 7946 0958', schedulingUrl: 'https://cal.com/vaiu/intro-call' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Get in Touch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@vaiu.ai' }).getAttribute('href')).toBe('mailto:hello@vaiu.ai');
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' }).getAttribute('href')).toBe('tel:+442079460958');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule a Call' }));
    expect(open).toHaveBeenCalledWith('https://cal.com/vaiu/intro-call', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
