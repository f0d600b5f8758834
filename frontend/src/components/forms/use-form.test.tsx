import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';
import { useForm } from './use-form';

interface CodeValues extends Record<string, string | boolean> {
  code: string;
  keep: boolean;
}

function CodeForm({ onValid }: { onValid: (values: CodeValues) => void }) {
  const form = useForm<CodeValues>({
    initialValues: { code: '', keep: false },
    validate: ({ code }) => ({ code: code.length === 6 ? undefined : 'code.short' }),
    errorText: (message) => `words for ${message}`,
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Code" {...form.field('code', (typed) => typed.replace(/\D/g, ''))} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm field()', () => {
  it('binds a field: its value as parsed, its error in words after a refused submit, focus on it', () => {
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(input.name).toBe('code');

    fireEvent.change(input, { target: { value: '12 3' } });
    expect(input.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('words for code.short')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: '123456' } });
    expect(screen.queryByText('words for code.short')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ code: '123456', keep: false });
  });
});
