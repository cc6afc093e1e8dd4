/** Every user-facing success and error text of spec §8, and the error → text mapping. */

export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'At least one image is required',
} as const;
