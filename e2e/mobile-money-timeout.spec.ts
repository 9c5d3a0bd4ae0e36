import { expect, test } from "@playwright/test";
import { bookViaApi, chooseAndPay } from "./helpers/booking";
import { OwnServer } from "./helpers/own-server";

/**
 * A prompt nobody answers: the provider lets it expire (MTN and Airtel after about 5 minutes; this
 * site's TEST MODE phone after TEST_PHONE_PROMPT_SECONDS, a few seconds here), and /pay says so in
 * plain words, with "Try again" and another way to pay. A server of its own, for that setting.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 700;
const PHONE = { width: 390, height: 844 };

let server: OwnServer | undefined;
test.afterAll(async () => {
  await server?.dispose();
});

test("a mobile money prompt nobody answers times out: said in plain words at 390 px, and the traveller can try again", async ({ page, playwright }) => {
  test.setTimeout(240_000);
  server = await new OwnServer({ port: PORT, env: { TEST_PHONE_PROMPT_SECONDS: "4" } }).prepare();
  await server.start();
  const api = await playwright.request.newContext({ baseURL: server.url });
  const { id } = await bookViaApi(api, "momo.timeout@example.com", 2);

  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/pay/${id}`);
  await chooseAndPay(page, "MTN MoMo");
  const number = page.getByLabel("MTN MoMo number");
  // Numbers ending 03 never answer on the test phone.
  await number.fill("0788 123 403");
  await number.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "on your phone" })).toContainText("Approve the payment of");
  const said = page.getByRole("alert").filter({ hasText: "not approved" });
  await expect(said).toHaveText("The payment was not approved within 5 minutes. Nothing was charged.", { timeout: 30_000 });
  await expect(said).toBeFocused();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  expect((await (await api.get(`/api/order/${id}`)).json()).data.status).toBe("PENDING");
  await page.getByRole("button", { name: "Choose another way to pay" }).click();
  await expect(page.getByLabel("Select payment option")).toBeVisible();
  await api.dispose();
});
