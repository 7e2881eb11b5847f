import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('the payment simulators', () => {
  it('answer the worker over loopback at the URLs its bindings name', async () => {
    const orders = await fetch(`${env.SIMULATOR_URL}/__sim/orders`);
    expect(orders.status, 'the control API must be reachable from workerd').toBe(200);
    expect(await orders.json()).toHaveProperty('orders');
    expect(env.EPSILON_URL, 'the worker must call the simulator, not Epsilon').toBe(
      `${env.SIMULATOR_URL}/epsilon`,
    );
    const script = await fetch(env.CARD_GATEWAY_SCRIPT_URL ?? '');
    expect(await script.text(), 'the tokeniser script').toContain('TomaruCardGateway');
  });
});
