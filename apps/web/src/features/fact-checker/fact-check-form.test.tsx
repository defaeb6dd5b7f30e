import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FactCheckForm } from './fact-check-form';

const input = () =>
  screen.getByPlaceholderText<HTMLTextAreaElement>('Enter a claim or statement to fact-check...');
const button = () => screen.getByRole<HTMLButtonElement>('button');

describe('FactCheckForm', () => {
  afterEach(cleanup);

  it('keeps "Check Fact" disabled until there is a claim', () => {
    const onCheck = vi.fn();
    render(<FactCheckForm busy={false} onCheck={onCheck} />);
    expect(button().textContent).toBe('Check Fact');
    expect(button().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(button().disabled).toBe(true);
    fireEvent.submit(input().form!);
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('checks the trimmed claim and keeps it for another try', () => {
    const onCheck = vi.fn();
    render(<FactCheckForm busy={false} onCheck={onCheck} />);
    fireEvent.change(input(), { target: { value: '  Petrol now costs N2,000 a litre ' } });
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(onCheck).toHaveBeenCalledWith('Petrol now costs N2,000 a litre');
    expect(input().value).toBe('  Petrol now costs N2,000 a litre ');
  });

  it('shows "Checking..." and checks nothing more while busy', () => {
    const onCheck = vi.fn();
    render(<FactCheckForm busy onCheck={onCheck} />);
    fireEvent.change(input(), { target: { value: 'INEC has moved the election' } });
    expect(button().textContent).toBe('Checking...');
    expect(button().disabled).toBe(true);
    fireEvent.submit(input().form!);
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('checks on Enter, as a search box does', () => {
    const onCheck = vi.fn();
    render(<FactCheckForm busy={false} onCheck={onCheck} />);
    fireEvent.change(input(), { target: { value: 'Schools close for three months' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCheck).toHaveBeenCalledWith('Schools close for three months');
  });

  it('labels the claim field', () => {
    render(<FactCheckForm busy={false} onCheck={vi.fn()} />);
    expect(screen.getByLabelText('Claim or statement')).toBe(input());
  });
});
