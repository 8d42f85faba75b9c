import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { NitExceptionOffer, isNitRefused } from './nit-exception';

describe('NitExceptionOffer', () => {
  it("recognises SIAT's NIT refusal by its code only", () => {
    const refusal = (code: string) =>
      new ApiError(
        422,
        'El NIT no es válido',
        null,
        code as ConstructorParameters<typeof ApiError>[3],
      );
    expect(isNitRefused(refusal('NIT_INVALID'))).toBe(true);
    expect(isNitRefused(refusal('VALIDATION_ERROR'))).toBe(false);
    expect(isNitRefused(new Error('NIT_INVALID'))).toBe(false);
  });

  it("shows the server's words and offers to issue anyway", async () => {
    const onIssueAnyway = vi.fn();
    render(
      <NitExceptionOffer
        message="El SIAT dice que el NIT 123 no es válido"
        onIssueAnyway={onIssueAnyway}
        isSubmitting={false}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El SIAT dice que el NIT 123 no es válido');
    await userEvent.click(
      screen.getByRole('button', { name: 'Emitir igual con este NIT (excepción)' }),
    );
    expect(onIssueAnyway).toHaveBeenCalledOnce();
  });
});
