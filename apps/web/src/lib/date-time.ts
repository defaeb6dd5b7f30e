/**
 * A date and time as the product writes them everywhere: day, short month and year in the
 * language, and a two-digit 24-hour clock ("07:05", "17:05"), never "5:05 PM" beside "17:05".
 * Spelled out rather than `timeStyle: 'short'`, whose Yoruba pattern writes "17:5".
 */
export const dateTimeFormat = (language: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
