import { randomUUID } from 'node:crypto';

/** One screen as the gateway hands it to the phone. */
export interface UssdScreen {
  status: number;
  /** The whole reply, `CON …` or `END …`. */
  body: string;
  /** The words shown, without `CON `/`END `. */
  text: string;
  ended: boolean;
}

/**
 * A phone in a USSD session, speaking Africa's Talking's callback protocol to our server: every
 * screen is a form POST carrying the session id and all inputs so far joined by `*`.
 */
export class UssdPhone {
  private inputs: string[] = [];
  private sessionId = '';

  constructor(
    private readonly callbackUrl: string,
    readonly phoneNumber: string,
    private readonly serviceCode = '*384*246#',
  ) {}

  /** The first screen of a new session: the gateway gives every dial its own session id. */
  dial(): Promise<UssdScreen> {
    this.inputs = [];
    this.sessionId = `ATUid_${randomUUID().replaceAll('-', '')}`;
    return this.send();
  }

  /** Types an input and sends it, as the phone's Send key does. */
  press(input: string): Promise<UssdScreen> {
    this.inputs.push(input);
    return this.send();
  }

  private async send(): Promise<UssdScreen> {
    const res = await fetch(this.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: this.sessionId,
        serviceCode: this.serviceCode,
        phoneNumber: this.phoneNumber,
        networkCode: '62130',
        text: this.inputs.join('*'),
      }),
    });
    const body = await res.text();
    const ended = body.startsWith('END ');
    return { status: res.status, body, text: body.replace(/^(CON|END) /, ''), ended };
  }
}
