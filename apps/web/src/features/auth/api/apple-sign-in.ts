import { useMutation } from '@tanstack/react-query';
import { fetchSignInAddress, type SignInAddress } from './sign-in-address';

export const startAppleSignIn = (): Promise<SignInAddress> => fetchSignInAddress('/apple');

export function useAppleSignIn() {
  return useMutation({ mutationFn: startAppleSignIn });
}
