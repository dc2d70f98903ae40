// Which webhook targets a subscription may name, through the HTTP API of an instance that does not allow
// private targets, on each store: public IPv4 and IPv6 addresses are accepted (a registration connects to
// nothing), and every form of an address that is not public is refused with a 400 problem that names it, the
// IPv6 forms that carry an IPv4 address judged by that address.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const ACCEPTED = [
  'http://93.184.216.34/hook',
  'https://8.8.8.8/hook',
  'http://[2606:4700:4700::1111]/hook',
  'http://[::ffff:8.8.8.8]/hook',
  'http://[64:ff9b::808:808]/hook',
  'http://[2002:808:808::1]/hook',
]

/** A target, and what the problem must say of it (the address as the URL parser writes it, and its kind). */
const REFUSED: [string, RegExp][] = [
  ['http://127.0.0.1:9/hook', /127\.0\.0\.1 is a loopback address/],
  ['http://2130706433/hook', /127\.0\.0\.1 is a loopback address/],
  ['http://localhost:3000/hook', /(127\.0\.0\.1|::1) is a loopback address/],
  ['http://10.1.2.3/hook', /10\.1\.2\.3 is a private address/],
  ['http://172.16.0.1/hook', /172\.16\.0\.1 is a private address/],
  ['http://192.168.1.1/hook', /192\.168\.1\.1 is a private address/],
  ['http://100.64.0.1/hook', /100\.64\.0\.1 is a shared \(carrier-grade NAT\) address/],
  ['http://169.254.169.254/latest', /169\.254\.169\.254 is a link-local address/],
  ['http://0.0.0.0/hook', /0\.0\.0\.0 is an unspecified address/],
  ['http://224.0.0.1/hook', /224\.0\.0\.1 is a multicast address/],
  ['http://240.0.0.1/hook', /240\.0\.0\.1 is a reserved/],
  ['http://255.255.255.255/hook', /255\.255\.255\.255 is a broadcast address/],
  ['http://198.18.0.1/hook', /198\.18\.0\.1 is a reserved/],
  ['http://192.0.0.8/hook', /192\.0\.0\.8 is a reserved/],
  ['http://192.0.2.1/hook', /192\.0\.2\.1 is a reserved/],
  ['http://198.51.100.1/hook', /198\.51\.100\.1 is a reserved/],
  ['http://203.0.113.1/hook', /203\.0\.113\.1 is a reserved/],
  ['http://[::1]/hook', /::1 is a loopback address/],
  ['http://[::]/hook', /:: is an unspecified address/],
  ['http://[::ffff:127.0.0.1]/hook', /::ffff:7f00:1 carries 127\.0\.0\.1, a loopback address/],
  ['http://[::ffff:10.0.0.1]/hook', /::ffff:a00:1 carries 10\.0\.0\.1, a private address/],
  ['http://[::127.0.0.1]/hook', /::7f00:1 carries 127\.0\.0\.1, a loopback address/],
  ['http://[64:ff9b::a9fe:a9fe]/hook', /64:ff9b::a9fe:a9fe carries 169\.254\.169\.254, a link-local address/],
  ['http://[2002:7f00:1::]/hook', /2002:7f00:1:: carries 127\.0\.0\.1, a loopback address/],
  ['http://[64:ff9b:1::1]/hook', /64:ff9b:1::1 is a local-use NAT64 address/],
  ['http://[2001::1]/hook', /2001::1 is a Teredo tunnel address/],
  ['http://[fec0::1]/hook', /fec0::1 is a site-local address/],
  ['http://[ff02::1]/hook', /ff02::1 is a multicast address/],
  ['http://[fe80::1]/hook', /fe80::1 is a link-local address/],
  ['http://[fd00::1]/hook', /fd00::1 is a unique-local address/],
  ['http://[2001:db8::1]/hook', /2001:db8::1 is a reserved/],
  ['http://[100::1]/hook', /100::1 is a discard-only address/],
  ['http://[1::1]/hook', /1::1 is an address outside the global unicast range 2000::\/3/],
]

for (const dialect of DIALECTS) {
  describe(`webhook targets on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    const webhooks = () => `${suite.running.url}/ContentApi/Webhooks`

    it('accepts public IPv4 and IPv6 addresses, also in the IPv6 forms that carry one', async () => {
      const refused: string[] = []
      for (const target of ACCEPTED) {
        const answer = await postJson(webhooks(), { Url: target })
        if (answer.status !== 201) {
          refused.push(`${target}: ${answer.status} ${answer.json?.errors?.Url ?? answer.text}`)
          continue
        }
        assert.equal(answer.json.url, target)
        assert.equal((await del(`${webhooks()}/${answer.json.id}`)).status, 204)
      }
      assert.deepEqual(refused, [])
    })

    it('refuses every address that is not public with a 400 problem naming it, and stores nothing', async () => {
      const answers = []
      for (const [target, said] of REFUSED) {
        answers.push({ target, said, answer: await postJson(webhooks(), { Url: target }) })
      }
      // Every one refused first (a table of those that were not), then each problem as it should read.
      assert.deepEqual(
        answers.filter((a) => a.answer.status !== 400).map((a) => `${a.target}: ${a.answer.status}`),
        [],
      )
      for (const { target, said, answer } of answers) {
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        const [message] = answer.json.errors.Url as string[]
        assert.match(message, /^The Url leads to an address that is not public \(.+\)\.$/, target)
        assert.match(message, said, target)
      }
      assert.deepEqual((await call(webhooks())).json, [])
    })
  })
}
