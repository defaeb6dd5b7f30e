import { useMutation } from '@tanstack/react-query';
import { fetchSignInAddress, type SignInAddress } from './sign-in-address';

/** Asks the server for Google's sign-in address; the provider returns to `redirectUri`. */
export function startGoogleSignIn(redirectUri: string): Promise<SignInAddress> {
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  return fetchSignInAddress(`/google?${query.toString()}`);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
