import { describe, expect, it } from 'vitest';
import { InitializationError } from './errors';

describe('InitializationError', () => {
  it('is an Error a caller can recognise by class or by name', () => {
    const error = new InitializationError();
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(InitializationError);
    expect(error.name).toBe('InitializationError');
    expect(error.message).toBe('UserManager is not initialized');
    expect(String(error)).toBe('InitializationError: UserManager is not initialized');
  });
});
