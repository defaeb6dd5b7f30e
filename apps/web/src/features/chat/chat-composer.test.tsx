import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

const input = () => screen.getByPlaceholderText<HTMLInputElement>('Ask a question...');
const pressEnter = () => fireEvent.submit(input().form!);

describe('ChatComposer', () => {
  afterEach(cleanup);

  it('ignores an empty or whitespace-only message', () => {
    const onSend = vi.fn(() => true);
    render(<ChatComposer busy={false} onSend={onSend} />);
    pressEnter();
    fireEvent.change(input(), { target: { value: '   ' } });
    pressEnter();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(input().value).toBe('   ');
  });

  it('sends on Enter and clears the input', () => {
    const onSend = vi.fn(() => true);
    render(<ChatComposer busy={false} onSend={onSend} />);
    fireEvent.change(input(), { target: { value: 'What is bail?' } });
    pressEnter();
    expect(onSend).toHaveBeenCalledWith('What is bail?');
    expect(input().value).toBe('');
  });

  it('shows "..." on a disabled button and does not send while busy', () => {
    const onSend = vi.fn(() => true);
    render(<ChatComposer busy onSend={onSend} />);
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.textContent).toBe('...');
    expect(button.disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'Next question' } });
    pressEnter();
    expect(onSend).not.toHaveBeenCalled();
    expect(input().value).toBe('Next question');
  });
});
