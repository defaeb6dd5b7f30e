/** What zod says of one refused value: the contracts word their refusals as catalogue keys. */
interface Issue {
  message: string;
}

/**
 * The catalogue key of a contract's refusal ("contracts.nameRequired", in the "contracts"
 * namespace the screen loads), or undefined for zod's own words, which the form replaces.
 */
export const contractMessageKey = (issue: Issue | undefined): string | undefined =>
  issue?.message.startsWith('contracts.') ? issue.message : undefined;
