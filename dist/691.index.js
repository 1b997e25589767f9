const id = 691;
const ids = [691];
const modules = {
  /***/
  9691: (
    /***/
    ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        YOg: () => (
          /* binding */
          array
        ),
        oad: () => (
          /* binding */
          schemas_bigint
        ),
        zMY: () => (
          /* binding */
          schemas_boolean
        ),
        k5n: () => (
          /* binding */
          schemas_enum
        ),
        _H3: () => (
          /* binding */
          looseObject
        ),
        aig: () => (
          /* binding */
          schemas_number
        ),
        Ikc: () => (
          /* binding */
          object
        ),
        rej: () => (
          /* binding */
          strictObject
        ),
        YjP: () => (
          /* binding */
          schemas_string
        ),
        KCZ: () => (
          /* binding */
          union
        ),
        L5J: () => (
          /* binding */
          unknown
        )
      });
      var core_core = __webpack_require__(88532);
      var core_util = __webpack_require__(54723);
      ;
      class $ZodCyclicError extends Error {
        constructor() {
          super(`Cannot parse a reference cycle that closes through a transform`);
          this.name = "ZodCyclicError";
        }
      }
      const STATE = "~memo";
      const NO_ISSUES = [];
      function isRef(value) {
        return value !== null && typeof value === "object";
      }
      function cloneIssues(issues) {
        return issues.map((iss) => iss.path ? { ...iss, path: iss.path.slice() } : { ...iss });
      }
      const recursive = /* @__PURE__ */ new WeakMap();
      const NONE = 0;
      const ASSUMED = 1;
      const PROVEN = 2;
      function isRecursive(inst, stack, resolve) {
        const cached = recursive.get(inst);
        if (cached !== void 0)
          return cached ? PROVEN : NONE;
        if (stack.has(inst))
          return PROVEN;
        stack.add(inst);
        let result = NONE;
        const check2 = (child) => {
          if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
              result = answer;
          }
        };
        const shape = (sh, spread) => {
          let answer = NONE;
          for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            if (spread && !desc.enumerable)
              continue;
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
              answer = child;
          }
          return answer;
        };
        const merge = (answer) => {
          if (answer > result)
            result = answer;
        };
        const def = inst._zod.def;
        const kind = def.type;
        switch (kind) {
          case "object": {
            const raw = core_util.MO(def);
            merge(raw ? shape(raw, true) : ASSUMED);
            check2(def.catchall);
            break;
          }
          case "array":
            check2(def.element);
            break;
          case "tuple":
            for (const el of def.items)
              check2(el);
            check2(def.rest);
            break;
          case "record":
          case "map":
            check2(def.keyType);
            check2(def.valueType);
            break;
          case "set":
            check2(def.valueType);
            break;
          case "union":
            for (const el of def.options)
              check2(el);
            break;
          case "intersection":
            check2(def.left);
            check2(def.right);
            break;
          case "optional":
          case "nullable":
          case "default":
          case "prefault":
          case "catch":
          case "readonly":
          case "nonoptional":
          case "promise":
          case "success":
            check2(def.innerType);
            break;
          case "pipe":
            check2(def.in);
            check2(def.out);
            break;
          case "function":
            check2(def.input);
            check2(def.output);
            break;
          // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
          case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : void 0);
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
          }
          // a leaf by choice: `parts` are regex fragments, not data positions
          case "template_literal":
          // leaves
          case "string":
          case "number":
          case "int":
          case "boolean":
          case "bigint":
          case "symbol":
          case "undefined":
          case "null":
          case "void":
          case "never":
          case "any":
          case "unknown":
          case "date":
          case "nan":
          case "enum":
          case "literal":
          case "file":
          case "transform":
          case "custom":
            break;
          default: {
            kind;
            for (const key in def) {
              const desc = Object.getOwnPropertyDescriptor(def, key);
              if (!desc || desc.get)
                continue;
              const value = desc.value;
              if (!value || typeof value !== "object")
                continue;
              if (value._zod)
                check2(value);
              else if (Array.isArray(value))
                for (const el of value)
                  check2(el);
            }
          }
        }
        stack.delete(inst);
        return settle(inst, result);
      }
      function settle(inst, answer) {
        if (answer !== ASSUMED)
          recursive.set(inst, answer === PROVEN);
        return answer;
      }
      function isRecursiveSchema(inst) {
        return isRecursive(inst, /* @__PURE__ */ new Set(), true) !== NONE;
      }
      function bucketFor(state, inst) {
        let bucket = state.buckets.get(inst);
        if (!bucket) {
          bucket = /* @__PURE__ */ new WeakMap();
          state.buckets.set(inst, bucket);
        }
        return bucket;
      }
      let handoff;
      const memoizer_open = [];
      const memo = {
        alloc(_inst, payload, empty) {
          const bucket = handoff;
          if (!bucket)
            return empty;
          handoff = void 0;
          const entry = { value: empty, issues: null };
          bucket.set(payload.value, entry);
          memoizer_open.push(entry);
          return empty;
        },
        guard(inst) {
          var _a2;
          (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
          inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
              if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                throw new $ZodCyclicError();
              return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
              inst._zod.run = wrapped;
          });
        },
        attach(inst) {
          var _a2;
          let isRecursiveInst;
          let rechecked = false;
          let lastCtx;
          let lastBucket;
          (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
          inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
              if (isRecursiveInst === void 0) {
                const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
                if (walked === NONE) {
                  inst._zod.parse = base;
                  if (inst._zod.run === wrapped)
                    inst._zod.run = base;
                  return base(payload, ctx);
                }
                if (walked === PROVEN || rechecked)
                  isRecursiveInst = true;
                else
                  rechecked = true;
              }
              const input = payload.value;
              if (!isRef(input))
                return base(payload, ctx);
              let state = ctx[STATE];
              if (!state) {
                state = { buckets: /* @__PURE__ */ new WeakMap(), backEdges: void 0 };
                ctx[STATE] = state;
              }
              let bucket;
              if (lastCtx === ctx) {
                bucket = lastBucket;
              } else {
                bucket = bucketFor(state, inst);
                lastCtx = ctx;
                lastBucket = bucket;
              }
              const hit = bucket.get(input);
              if (hit) {
                payload.value = hit.value;
                if (hit.issues) {
                  if (hit.issues.length)
                    payload.issues.push(...cloneIssues(hit.issues));
                } else {
                  payload.memo = true;
                  state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
                  state.backEdges.add(hit.value);
                }
                return payload;
              }
              handoff = bucket;
              const depth = memoizer_open.length;
              const result = base(payload, ctx);
              handoff = void 0;
              const entry = memoizer_open.length > depth ? memoizer_open.pop() : void 0;
              if (result instanceof Promise) {
                return result.then((r) => {
                  if (entry)
                    entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                  return r;
                });
              }
              if (entry)
                entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
              return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
              inst._zod.run = wrapped;
          });
        }
      };
      function memoizer() {
        return memo;
      }
      function isBackEdge(ctx, value) {
        const backEdges = ctx[STATE]?.backEdges;
        return backEdges !== void 0 && isRef(value) && backEdges.has(value);
      }
      ;
      const cuid = /^[cC][0-9a-z]{6,}$/;
      const cuid2 = /^[0-9a-z]+$/;
      const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
      const xid = /^[0-9a-vA-V]{20}$/;
      const ksuid = /^[A-Za-z0-9]{27}$/;
      const nanoid = /^[a-zA-Z0-9_-]{21}$/;
      function nanoidOfLength(length) {
        return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
      }
      const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
      const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
      const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
      const uuid = (version2) => {
        if (!version2)
          return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
        return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version2}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
      };
      const uuid4 = (
        /* unused pure expression or super */
        null
      );
      const uuid6 = (
        /* unused pure expression or super */
        null
      );
      const uuid7 = (
        /* unused pure expression or super */
        null
      );
      const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
      const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
      const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
      const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
      const idnEmail = (
        /* unused pure expression or super */
        null
      );
      const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
      const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
      function emoji() {
        return new RegExp(_emoji, "u");
      }
      const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
      const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
      const mac = (delimiter) => {
        const escapedDelim = util.escapeRegex(delimiter ?? ":");
        return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
      };
      const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
      const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
      const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
      const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
      const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
      const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
      const httpProtocol = /^https?$/;
      const e164 = /^\+[1-9]\d{6,14}$/;
      const creditCard = /^\d(?:[ -]?\d){11,18}$/;
      const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
      const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
      const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
      function regexes_anchor(source) {
        return new RegExp(`^${source}$`);
      }
      const date = /* @__PURE__ */ regexes_anchor(dateSource);
      function timeSource(args) {
        const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
        const regex = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
        return regex;
      }
      function time(args) {
        return new RegExp(`^${timeSource(args)}$`);
      }
      function datetime(args) {
        const opts = ["Z"];
        if (args.offset)
          opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
        const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
        const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
        return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
      }
      const anyString = /^[\s\S]{0,}$/;
      const string = (params) => {
        const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
        return new RegExp(`^${regex}$`);
      };
      const bigint = /^-?\d+n?$/;
      const integer = /^-?\d+$/;
      const number = /^-?\d+(?:\.\d+)?$/;
      const regexes_boolean = /^(?:true|false)$/i;
      const _null = /^null$/i;
      const _undefined = /^undefined$/i;
      const lowercase = /^[^A-Z]*$/;
      const uppercase = /^[^a-z]*$/;
      const hex = /^[0-9a-fA-F]*$/;
      function fixedBase64(bodyLength, padding) {
        return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
      }
      function fixedBase64url(length) {
        return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
      }
      const md5_hex = /^[0-9a-fA-F]{32}$/;
      const md5_base64 = (
        /* unused pure expression or super */
        null
      );
      const md5_base64url = (
        /* unused pure expression or super */
        null
      );
      const sha1_hex = /^[0-9a-fA-F]{40}$/;
      const sha1_base64 = (
        /* unused pure expression or super */
        null
      );
      const sha1_base64url = (
        /* unused pure expression or super */
        null
      );
      const sha256_hex = /^[0-9a-fA-F]{64}$/;
      const sha256_base64 = (
        /* unused pure expression or super */
        null
      );
      const sha256_base64url = (
        /* unused pure expression or super */
        null
      );
      const sha384_hex = /^[0-9a-fA-F]{96}$/;
      const sha384_base64 = (
        /* unused pure expression or super */
        null
      );
      const sha384_base64url = (
        /* unused pure expression or super */
        null
      );
      const sha512_hex = /^[0-9a-fA-F]{128}$/;
      const sha512_base64 = (
        /* unused pure expression or super */
        null
      );
      const sha512_base64url = (
        /* unused pure expression or super */
        null
      );
      ;
      const $ZodCheck = /* @__PURE__ */ core_core.xI("$ZodCheck", (inst, def) => {
        var _a2;
        inst._zod ?? (inst._zod = {});
        inst._zod.def = def;
        (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
      });
      const _whenHasSize = (payload) => {
        const val = payload.value;
        return !util.nullish(val) && val.size !== void 0;
      };
      const _whenHasLength = (payload) => {
        const val = payload.value;
        return !core_util.cl(val) && val.length !== void 0;
      };
      const numericOriginMap = {
        number: "number",
        bigint: "bigint",
        object: "date"
      };
      const $ZodCheckLessThan = /* @__PURE__ */ core_core.xI("$ZodCheckLessThan", (inst, def) => {
        $ZodCheck.init(inst, def);
        const origin = numericOriginMap[typeof def.value];
        inst._zod.check = (payload) => {
          if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
          }
          payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckGreaterThan = /* @__PURE__ */ core_core.xI("$ZodCheckGreaterThan", (inst, def) => {
        $ZodCheck.init(inst, def);
        const origin = numericOriginMap[typeof def.value];
        inst._zod.check = (payload) => {
          if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
          }
          payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckMultipleOf = /* @__PURE__ */ core_core.xI("$ZodCheckMultipleOf", (inst, def) => {
        $ZodCheck.init(inst, def);
        inst._zod.check = (payload) => {
          if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
          const isMultiple = typeof payload.value === "bigint" ? (
            // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
            def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
          ) : core_util.LG(payload.value, def.value) === 0;
          if (isMultiple)
            return;
          payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckNumberFormat = /* @__PURE__ */ core_core.xI("$ZodCheckNumberFormat", (inst, def) => {
        $ZodCheck.init(inst, def);
        def.format = def.format || "float64";
        const isInt = def.format?.includes("int");
        const origin = isInt ? "int" : "number";
        const [minimum, maximum] = core_util.zH[def.format];
        inst._zod.check = (payload) => {
          const input = payload.value;
          if (isInt) {
            if (!Number.isInteger(input)) {
              payload.issues.push({
                expected: origin,
                format: def.format,
                code: "invalid_type",
                continue: false,
                input,
                inst
              });
              return;
            }
            if (!Number.isSafeInteger(input)) {
              if (input > 0) {
                payload.issues.push({
                  input,
                  code: "too_big",
                  maximum: Number.MAX_SAFE_INTEGER,
                  note: "Integers must be within the safe integer range.",
                  inst,
                  origin,
                  inclusive: true,
                  continue: !def.abort
                });
              } else {
                payload.issues.push({
                  input,
                  code: "too_small",
                  minimum: Number.MIN_SAFE_INTEGER,
                  note: "Integers must be within the safe integer range.",
                  inst,
                  origin,
                  inclusive: true,
                  continue: !def.abort
                });
              }
              return;
            }
          }
          if (input < minimum) {
            payload.issues.push({
              origin: "number",
              input,
              code: "too_small",
              minimum,
              inclusive: true,
              inst,
              continue: !def.abort
            });
          }
          if (input > maximum) {
            payload.issues.push({
              origin: "number",
              input,
              code: "too_big",
              maximum,
              inclusive: true,
              inst,
              continue: !def.abort
            });
          }
        };
      });
      const $ZodCheckBigIntFormat = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckMaxSize = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckMinSize = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckSizeEquals = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckMaxLength = /* @__PURE__ */ core_core.xI("$ZodCheckMaxLength", (inst, def) => {
        var _a2;
        $ZodCheck.init(inst, def);
        (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
        inst._zod.check = (payload) => {
          const input = payload.value;
          const units = input.length;
          const length = typeof input === "string" && units > def.maximum ? core_util.O7(input) : units;
          if (length <= def.maximum)
            return;
          const origin = core_util.Rc(input);
          payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckMinLength = /* @__PURE__ */ core_core.xI("$ZodCheckMinLength", (inst, def) => {
        var _a2;
        $ZodCheck.init(inst, def);
        (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
        inst._zod.check = (payload) => {
          const input = payload.value;
          const units = input.length;
          const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? core_util.O7(input) : units;
          if (length >= def.minimum)
            return;
          const origin = core_util.Rc(input);
          payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckLengthEquals = /* @__PURE__ */ core_core.xI("$ZodCheckLengthEquals", (inst, def) => {
        var _a2;
        $ZodCheck.init(inst, def);
        (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
        inst._zod.check = (payload) => {
          const input = payload.value;
          const units = input.length;
          const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? core_util.O7(input) : units;
          if (length === def.length)
            return;
          const origin = core_util.Rc(input);
          const tooBig = length > def.length;
          payload.issues.push({
            origin,
            ...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckStringFormat = /* @__PURE__ */ core_core.xI("$ZodCheckStringFormat", (inst, def) => {
        var _a2, _b;
        $ZodCheck.init(inst, def);
        if (def.pattern)
          (_a2 = inst._zod).check ?? (_a2.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
              return;
            payload.issues.push({
              origin: "string",
              code: "invalid_format",
              format: def.format,
              input: payload.value,
              ...def.pattern ? { pattern: def.pattern.toString() } : {},
              inst,
              continue: !def.abort
            });
          });
        else
          (_b = inst._zod).check ?? (_b.check = () => {
          });
      });
      const $ZodCheckRegex = /* @__PURE__ */ core_core.xI("$ZodCheckRegex", (inst, def) => {
        $ZodCheckStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          def.pattern.lastIndex = 0;
          if (def.pattern.test(payload.value))
            return;
          payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckLowerCase = /* @__PURE__ */ core_core.xI("$ZodCheckLowerCase", (inst, def) => {
        def.pattern ?? (def.pattern = lowercase);
        $ZodCheckStringFormat.init(inst, def);
      });
      const $ZodCheckUpperCase = /* @__PURE__ */ core_core.xI("$ZodCheckUpperCase", (inst, def) => {
        def.pattern ?? (def.pattern = uppercase);
        $ZodCheckStringFormat.init(inst, def);
      });
      const $ZodCheckIncludes = /* @__PURE__ */ core_core.xI("$ZodCheckIncludes", (inst, def) => {
        $ZodCheck.init(inst, def);
        const escapedRegex = core_util.sD(def.includes);
        const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
        def.pattern = pattern;
        inst._zod.check = (payload) => {
          if (payload.value.includes(def.includes, def.position))
            return;
          payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckStartsWith = /* @__PURE__ */ core_core.xI("$ZodCheckStartsWith", (inst, def) => {
        $ZodCheck.init(inst, def);
        const pattern = new RegExp(`^${core_util.sD(def.prefix)}.*`);
        def.pattern ?? (def.pattern = pattern);
        inst._zod.check = (payload) => {
          if (payload.value.startsWith(def.prefix))
            return;
          payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCheckEndsWith = /* @__PURE__ */ core_core.xI("$ZodCheckEndsWith", (inst, def) => {
        $ZodCheck.init(inst, def);
        const pattern = new RegExp(`.*${core_util.sD(def.suffix)}$`);
        def.pattern ?? (def.pattern = pattern);
        inst._zod.check = (payload) => {
          if (payload.value.endsWith(def.suffix))
            return;
          payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      function handleCheckPropertyResult(result, payload, property) {
        if (result.issues.length) {
          payload.issues.push(...core_util.lQ(property, result.issues));
        }
      }
      const $ZodCheckProperty = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckProperties = /* @__PURE__ */ core_core.xI("$ZodCheckProperties", (inst, def) => {
        $ZodCheck.init(inst, def);
        core_util.jD(inst, Symbol.iterator, function* () {
          yield inst;
        });
        let entries;
        inst._zod.check = (payload) => {
          if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return void 0;
          }
          entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
          const input = payload.value;
          let proms;
          for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
              proms ?? (proms = []);
              proms.push(result.then((result2) => handleCheckPropertyResult(result2, payload, key)));
            } else {
              handleCheckPropertyResult(result, payload, key);
            }
          }
          if (proms)
            return Promise.all(proms).then(() => void 0);
          return void 0;
        };
      });
      const $ZodCheckMimeType = (
        /* unused pure expression or super */
        null
      );
      const $ZodCheckOverwrite = /* @__PURE__ */ core_core.xI("$ZodCheckOverwrite", (inst, def) => {
        $ZodCheck.init(inst, def);
        inst._zod.check = (payload) => {
          payload.value = def.tx(payload.value);
        };
      });
      ;
      class Doc {
        constructor(args = [], closed = {}) {
          this.content = [];
          this.indent = 0;
          this.args = args;
          this.closed = closed;
        }
        // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
        indented(fn) {
          this.indent += 1;
          try {
            fn(this);
          } finally {
            this.indent -= 1;
          }
        }
        write(arg) {
          if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
          }
          const content = arg;
          const lines = content.split("\n").filter((x) => x);
          const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
          const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
          for (const line of dedented) {
            this.content.push(line);
          }
        }
        compile() {
          const F = Function;
          const content = this?.content ?? [``];
          const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
          return factory(...Object.values(this.closed));
        }
      }
      ;
      const version = {
        major: 4,
        minor: 6,
        patch: 7
      };
      ;
      const $ZodType = /* @__PURE__ */ core_core.xI("$ZodType", (inst, def) => {
        var _a2;
        inst ?? (inst = {});
        inst._zod.def = def;
        inst._zod.bag = inst._zod.bag || {};
        inst._zod.version = version;
        const defChecks = inst._zod.def.checks;
        const checks2 = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
        for (const ch of checks2) {
          for (const fn of ch._zod.onattach) {
            fn(inst);
          }
        }
        if (checks2.length === 0) {
          (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
          inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
          });
        } else {
          const runChecks = (payload, checks3, ctx) => {
            if (payload.memo)
              return payload;
            let isAborted = core_util.QH(payload);
            let asyncResult;
            for (const ch of checks3) {
              if (ch._zod.def.when) {
                if (core_util.rL(payload))
                  continue;
                const shouldRun = ch._zod.def.when(payload);
                if (!shouldRun)
                  continue;
              } else if (isAborted) {
                continue;
              }
              const currLen = payload.issues.length;
              const _ = ch._zod.check(payload);
              if (_ instanceof Promise && ctx?.async === false) {
                throw new core_core.GT();
              }
              if (asyncResult || _ instanceof Promise) {
                asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                  await _;
                  const nextLen = payload.issues.length;
                  if (nextLen === currLen)
                    return;
                  core_util.d3(payload.issues, currLen, inst);
                  if (!isAborted)
                    isAborted = core_util.QH(payload, currLen);
                });
              } else {
                const nextLen = payload.issues.length;
                if (nextLen === currLen)
                  continue;
                core_util.d3(payload.issues, currLen, inst);
                if (!isAborted)
                  isAborted = core_util.QH(payload, currLen);
              }
            }
            if (asyncResult) {
              return asyncResult.then(() => {
                return payload;
              });
            }
            return payload;
          };
          const handleCanaryResult = (canary, payload, ctx) => {
            if (core_util.QH(canary)) {
              canary.aborted = true;
              return canary;
            }
            const checkResult = runChecks(payload, checks2, ctx);
            if (checkResult instanceof Promise) {
              if (ctx.async === false)
                throw new core_core.GT();
              return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
          };
          inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
              return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
              const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
              if (canary instanceof Promise) {
                return canary.then((canary2) => {
                  return handleCanaryResult(canary2, payload, ctx);
                });
              }
              return handleCanaryResult(canary, payload, ctx);
            }
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
              if (ctx.async === false)
                throw new core_core.GT();
              return result.then((result2) => runChecks(result2, checks2, ctx));
            }
            return runChecks(result, checks2, ctx);
          };
        }
      }, {
        // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
        get "~standard"() {
          return core_util.jD(this, "~standard", standardProps(this));
        },
        set "~standard"(value) {
          core_util.qh(this, "~standard", value);
        }
      });
      const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())) } : { value: r.value };
      async function validateAsync(inst, value) {
        const ctx = { async: true };
        return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
      }
      function standardProps(inst) {
        return {
          validate: (value) => {
            const ctx = { async: false };
            try {
              const r = inst._zod.run({ value, issues: [] }, ctx);
              if (!(r instanceof Promise))
                return toStandardResult(r, ctx);
            } catch (_) {
            }
            return validateAsync(inst, value);
          },
          vendor: "zod",
          version: 1
        };
      }
      const $ZodString = /* @__PURE__ */ core_core.xI("$ZodString", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.pattern = def.pattern ?? anyString;
        inst._zod.parse = (payload, _) => {
          if (def.coerce)
            try {
              payload.value = String(payload.value);
            } catch (_2) {
            }
          if (typeof payload.value === "string")
            return payload;
          payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst
          });
          return payload;
        };
      });
      const $ZodStringFormat = /* @__PURE__ */ core_core.xI("$ZodStringFormat", (inst, def) => {
        $ZodCheckStringFormat.init(inst, def);
        $ZodString.init(inst, def);
      });
      const $ZodGUID = /* @__PURE__ */ core_core.xI("$ZodGUID", (inst, def) => {
        def.pattern ?? (def.pattern = guid);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodUUID = /* @__PURE__ */ core_core.xI("$ZodUUID", (inst, def) => {
        if (def.version) {
          const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8
          };
          const v = versionMap[def.version];
          if (v === void 0)
            throw new Error(`Invalid UUID version: "${def.version}"`);
          def.pattern ?? (def.pattern = uuid(v));
        } else
          def.pattern ?? (def.pattern = uuid());
        $ZodStringFormat.init(inst, def);
      });
      const $ZodEmail = /* @__PURE__ */ core_core.xI("$ZodEmail", (inst, def) => {
        def.pattern ?? (def.pattern = email);
        $ZodStringFormat.init(inst, def);
      });
      const URL_BAD_FORMAT = 1;
      const URL_UNPARSEABLE = 2;
      function canParseURL(input) {
        try {
          if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
          new URL(input);
          return true;
        } catch {
          return false;
        }
      }
      function validateURL(trimmed, def) {
        if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
          return canParseURL(trimmed) || URL_UNPARSEABLE;
        }
        return parseURLObject(trimmed, def);
      }
      function parseURLObject(trimmed, def) {
        if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
          return URL_BAD_FORMAT;
        }
        try {
          if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
              return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
          }
          return new URL(trimmed);
        } catch {
          return URL_UNPARSEABLE;
        }
      }
      const asciiTabOrNewline = /[\t\n\r]/g;
      function stripTabAndNewline(value) {
        return value.replace(asciiTabOrNewline, "");
      }
      function urlHostnameOk(url2, hostname2) {
        hostname2.lastIndex = 0;
        return hostname2.test(url2.hostname);
      }
      function urlProtocolOk(url2, protocol) {
        protocol.lastIndex = 0;
        return protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
      }
      const $ZodURL = /* @__PURE__ */ core_core.xI("$ZodURL", (inst, def) => {
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          try {
            const trimmed = payload.value.trim();
            const url2 = validateURL(trimmed, def);
            if (url2 === URL_BAD_FORMAT) {
              payload.issues.push({
                code: "invalid_format",
                format: "url",
                note: "Invalid URL format",
                input: payload.value,
                inst,
                continue: !def.abort
              });
              return;
            }
            if (url2 === URL_UNPARSEABLE) {
              payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort
              });
              return;
            }
            if (url2 === true) {
              payload.value = stripTabAndNewline(trimmed);
              return;
            }
            if (def.hostname && !urlHostnameOk(url2, def.hostname)) {
              payload.issues.push({
                code: "invalid_format",
                format: "url",
                note: "Invalid hostname",
                pattern: def.hostname.source,
                input: payload.value,
                inst,
                continue: !def.abort
              });
            }
            if (def.protocol && !urlProtocolOk(url2, def.protocol)) {
              payload.issues.push({
                code: "invalid_format",
                format: "url",
                note: "Invalid protocol",
                pattern: def.protocol.source,
                input: payload.value,
                inst,
                continue: !def.abort
              });
            }
            payload.value = def.normalize ? url2.href : stripTabAndNewline(trimmed);
            return;
          } catch (_) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              input: payload.value,
              inst,
              continue: !def.abort
            });
          }
        };
      });
      const $ZodEmoji = /* @__PURE__ */ core_core.xI("$ZodEmoji", (inst, def) => {
        def.pattern ?? (def.pattern = emoji());
        $ZodStringFormat.init(inst, def);
      });
      const $ZodNanoID = /* @__PURE__ */ core_core.xI("$ZodNanoID", (inst, def) => {
        if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1))
          throw new Error(`Invalid nanoid length: ${def.length}`);
        def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
        $ZodStringFormat.init(inst, def);
      });
      const $ZodCUID = /* @__PURE__ */ core_core.xI("$ZodCUID", (inst, def) => {
        def.pattern ?? (def.pattern = cuid);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodCUID2 = /* @__PURE__ */ core_core.xI("$ZodCUID2", (inst, def) => {
        def.pattern ?? (def.pattern = cuid2);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodULID = /* @__PURE__ */ core_core.xI("$ZodULID", (inst, def) => {
        def.pattern ?? (def.pattern = ulid);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodXID = /* @__PURE__ */ core_core.xI("$ZodXID", (inst, def) => {
        def.pattern ?? (def.pattern = xid);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodKSUID = /* @__PURE__ */ core_core.xI("$ZodKSUID", (inst, def) => {
        def.pattern ?? (def.pattern = ksuid);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodISODateTime = /* @__PURE__ */ core_core.xI("$ZodISODateTime", (inst, def) => {
        def.pattern ?? (def.pattern = datetime(def));
        $ZodStringFormat.init(inst, def);
      });
      const $ZodISODate = /* @__PURE__ */ core_core.xI("$ZodISODate", (inst, def) => {
        def.pattern ?? (def.pattern = date);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodISOTime = /* @__PURE__ */ core_core.xI("$ZodISOTime", (inst, def) => {
        def.pattern ?? (def.pattern = time(def));
        $ZodStringFormat.init(inst, def);
      });
      const $ZodISODuration = /* @__PURE__ */ core_core.xI("$ZodISODuration", (inst, def) => {
        def.pattern ?? (def.pattern = duration);
        $ZodStringFormat.init(inst, def);
      });
      const $ZodIPv4 = /* @__PURE__ */ core_core.xI("$ZodIPv4", (inst, def) => {
        def.pattern ?? (def.pattern = ipv4);
        $ZodStringFormat.init(inst, def);
      });
      const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
      function isValidIPv6(value) {
        if (!ipv6Alphabet.test(value))
          return false;
        return canParseURL(`http://[${value}]`);
      }
      const $ZodIPv6 = /* @__PURE__ */ core_core.xI("$ZodIPv6", (inst, def) => {
        def.pattern ?? (def.pattern = ipv6);
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          if (!isValidIPv6(payload.value)) {
            payload.issues.push({
              code: "invalid_format",
              format: "ipv6",
              input: payload.value,
              inst,
              continue: !def.abort
            });
          }
        };
      });
      const $ZodMAC = (
        /* unused pure expression or super */
        null
      );
      const $ZodCIDRv4 = /* @__PURE__ */ core_core.xI("$ZodCIDRv4", (inst, def) => {
        def.pattern ?? (def.pattern = cidrv4);
        $ZodStringFormat.init(inst, def);
      });
      function isValidCIDRv6(value) {
        const parts = value.split("/");
        if (parts.length !== 2)
          return false;
        const [address, prefix] = parts;
        if (!prefix)
          return false;
        const prefixNum = Number(prefix);
        if (`${prefixNum}` !== prefix)
          return false;
        if (prefixNum < 0 || prefixNum > 128)
          return false;
        return isValidIPv6(address);
      }
      const $ZodCIDRv6 = /* @__PURE__ */ core_core.xI("$ZodCIDRv6", (inst, def) => {
        def.pattern ?? (def.pattern = cidrv6);
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
              code: "invalid_format",
              format: "cidrv6",
              input: payload.value,
              inst,
              continue: !def.abort
            });
          }
        };
      });
      function isValidBase64(data) {
        if (data === "")
          return true;
        if (/\s/.test(data))
          return false;
        if (data.length % 4 !== 0)
          return false;
        try {
          atob(data);
          return true;
        } catch {
          return false;
        }
      }
      const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
      const $ZodBase64 = /* @__PURE__ */ core_core.xI("$ZodBase64", (inst, def) => {
        def.pattern ?? (def.pattern = base64Charset);
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          if (isValidBase64(payload.value))
            return;
          payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const base64urlCharset = /^[A-Za-z0-9_-]*$/;
      function isValidBase64URL(data) {
        if (!base64urlCharset.test(data))
          return false;
        const base642 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
        const padded = base642.padEnd(Math.ceil(base642.length / 4) * 4, "=");
        return isValidBase64(padded);
      }
      const $ZodBase64URL = /* @__PURE__ */ core_core.xI("$ZodBase64URL", (inst, def) => {
        def.pattern ?? (def.pattern = base64urlCharset);
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          if (isValidBase64URL(payload.value))
            return;
          payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodE164 = /* @__PURE__ */ core_core.xI("$ZodE164", (inst, def) => {
        def.pattern ?? (def.pattern = e164);
        $ZodStringFormat.init(inst, def);
      });
      const CC_SANITIZE = /[- ]/g;
      function isLuhnAlgo(digits) {
        let length = digits.length;
        let bit = 1;
        let sum = 0;
        while (length) {
          const value = digits.charCodeAt(--length) - 48;
          bit ^= 1;
          sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
        }
        return sum % 10 === 0;
      }
      function isValidCreditCard(input) {
        if (!regexes.creditCard.test(input))
          return false;
        return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
      }
      const $ZodCreditCard = (
        /* unused pure expression or super */
        null
      );
      function isIso7064Mod97(iban2) {
        let remainder = 0;
        const len = iban2.length;
        for (let i = 4; i < len; i++) {
          const code = iban2.charCodeAt(i);
          remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
        }
        for (let i = 0; i < 4; i++) {
          const code = iban2.charCodeAt(i);
          remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
        }
        return remainder === 1;
      }
      function isValidIBAN(input) {
        if (!regexes.iban.test(input))
          return false;
        return isIso7064Mod97(input);
      }
      const $ZodIBAN = (
        /* unused pure expression or super */
        null
      );
      function isValidJWT(token, algorithm = null) {
        try {
          const tokensParts = token.split(".");
          if (tokensParts.length !== 3)
            return false;
          const [header] = tokensParts;
          if (!header)
            return false;
          const parsedHeader = JSON.parse(atob(header));
          if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
          if (!parsedHeader.alg)
            return false;
          if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
          return true;
        } catch {
          return false;
        }
      }
      const $ZodJWT = /* @__PURE__ */ core_core.xI("$ZodJWT", (inst, def) => {
        $ZodStringFormat.init(inst, def);
        inst._zod.check = (payload) => {
          if (isValidJWT(payload.value, def.alg))
            return;
          payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        };
      });
      const $ZodCustomStringFormat = (
        /* unused pure expression or super */
        null
      );
      const $ZodNumber = /* @__PURE__ */ core_core.xI("$ZodNumber", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.pattern = number;
        inst._zod.parse = (payload, _ctx) => {
          if (def.coerce)
            try {
              payload.value = Number(payload.value);
            } catch (_) {
            }
          const input = payload.value;
          if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
          }
          const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
          payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...received ? { received } : {}
          });
          return payload;
        };
      });
      const $ZodNumberFormat = /* @__PURE__ */ core_core.xI("$ZodNumberFormat", (inst, def) => {
        $ZodCheckNumberFormat.init(inst, def);
        $ZodNumber.init(inst, def);
      });
      const $ZodBoolean = /* @__PURE__ */ core_core.xI("$ZodBoolean", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.pattern = regexes_boolean;
        inst._zod.parse = (payload, _ctx) => {
          if (def.coerce)
            try {
              payload.value = Boolean(payload.value);
            } catch (_) {
            }
          const input = payload.value;
          if (typeof input === "boolean")
            return payload;
          payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        };
      });
      const $ZodBigInt = /* @__PURE__ */ core_core.xI("$ZodBigInt", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.pattern = bigint;
        inst._zod.parse = (payload, _ctx) => {
          if (def.coerce)
            try {
              payload.value = BigInt(payload.value);
            } catch (_) {
            }
          if (typeof payload.value === "bigint")
            return payload;
          payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst
          });
          return payload;
        };
      });
      const $ZodBigIntFormat = (
        /* unused pure expression or super */
        null
      );
      const $ZodSymbol = (
        /* unused pure expression or super */
        null
      );
      const $ZodUndefined = (
        /* unused pure expression or super */
        null
      );
      const $ZodNull = (
        /* unused pure expression or super */
        null
      );
      const $ZodAny = (
        /* unused pure expression or super */
        null
      );
      const $ZodUnknown = /* @__PURE__ */ core_core.xI("$ZodUnknown", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.parse = (payload) => payload;
      });
      const $ZodNever = /* @__PURE__ */ core_core.xI("$ZodNever", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.parse = (payload, _ctx) => {
          payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst
          });
          return payload;
        };
      });
      const $ZodVoid = (
        /* unused pure expression or super */
        null
      );
      const $ZodDate = /* @__PURE__ */ core_core.xI("$ZodDate", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.parse = (payload, _ctx) => {
          if (def.coerce) {
            try {
              payload.value = new Date(payload.value);
            } catch (_err) {
            }
          }
          const input = payload.value;
          const isDate = input instanceof Date;
          const isValidDate = isDate && !Number.isNaN(input.getTime());
          if (isValidDate)
            return payload;
          payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...isDate ? { received: "Invalid Date" } : {},
            inst
          });
          return payload;
        };
      });
      function capSize(inst, size) {
        const caps = core_util.hi(inst._zod.def.checks);
        if (!caps.length)
          return;
        const cap = Math.min(...caps.map((c) => c[0]));
        const parse2 = inst._zod.parse;
        inst._zod.parse = (payload, ctx) => {
          const n = size(payload.value);
          if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util.hi(inst._zod.def.checks)) {
              if (n > max && ch._zod.def.when(payload)) {
                const start = payload.issues.length;
                ch._zod.check(payload);
                payload.issues[start].continue = false;
                core_util.d3(payload.issues, start, inst);
                return payload;
              }
            }
          }
          return parse2(payload, ctx);
        };
      }
      const arraySize = (input) => Array.isArray(input) ? input.length : -1;
      const mapSize = (input) => input instanceof Map ? input.size : -1;
      const setSize = (input) => input instanceof Set ? input.size : -1;
      function handleArrayResult(result, final, index) {
        if (result.issues.length) {
          final.issues.push(...core_util.lQ(index, result.issues));
        }
        final.value[index] = result.value;
      }
      const $ZodArray = /* @__PURE__ */ core_core.xI("$ZodArray", (inst, def) => {
        $ZodType.init(inst, def);
        const memo2 = core_core.cr.memoizer;
        memo2?.attach(inst);
        inst._zod.parse = (payload, ctx) => {
          const input = payload.value;
          if (!Array.isArray(input)) {
            payload.issues.push({
              expected: "array",
              code: "invalid_type",
              input,
              inst
            });
            return payload;
          }
          payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
          const proms = [];
          const abortEarly = ctx?.abortEarly;
          for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
              value: item,
              issues: []
            }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
            } else {
              handleArrayResult(result, payload, i);
              if (abortEarly && result.issues.length !== 0 && core_util.QH(result))
                break;
            }
          }
          if (proms.length) {
            return Promise.all(proms).then(() => payload);
          }
          return payload;
        };
        capSize(inst, arraySize);
      });
      function handlePropertyResult(result, final, key, input, optin, optout) {
        const isPresent = key in input;
        const isOptionalOut = optout === "optional";
        if (!isPresent && isOptionalOut && optin === "optional") {
          return;
        }
        if (result.issues.length) {
          if (optin !== void 0 && isOptionalOut && !isPresent) {
            return;
          }
          final.issues.push(...core_util.lQ(key, result.issues));
        }
        if (!isPresent && optin === void 0) {
          if (!result.issues.length) {
            final.issues.push({
              code: "invalid_type",
              expected: "nonoptional",
              input: void 0,
              path: [key]
            });
          }
          return;
        }
        if (result.value === void 0) {
          if (isPresent || optin === "defaulted" && !isOptionalOut) {
            final.value[key] = void 0;
          }
        } else {
          final.value[key] = result.value;
        }
      }
      const NO_SYMBOL_KEYS = [];
      function normalizeDef(def) {
        const keys = Object.keys(def.shape);
        const ownSymbols = Object.getOwnPropertySymbols(def.shape);
        const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
        const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
        for (const k of allKeys) {
          if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
          }
        }
        const okeys = core_util.NM(def.shape);
        return {
          ...def,
          allKeys,
          symbolKeys,
          // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
          keySet: new Set(keys),
          numKeys: keys.length,
          optionalKeys: new Set(okeys)
        };
      }
      function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
        const unrecognized = [];
        const keySet = def.keySet;
        const _catchall = def.catchall._zod;
        const t = _catchall.def.type;
        const optin = _catchall.optin;
        const optout = _catchall.optout;
        let seen = 0;
        for (const key in input) {
          if (abortEarly && payload.issues.length !== seen) {
            if (core_util.QH(payload, seen))
              break;
            seen = payload.issues.length;
          }
          if (keySet.has(key))
            continue;
          if (key === "__proto__") {
            if (t === "never")
              unrecognized.push(key);
            continue;
          }
          if (t === "never") {
            unrecognized.push(key);
            continue;
          }
          const r = _catchall.run({ value: input[key], issues: [] }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
          } else {
            handlePropertyResult(r, payload, key, input, optin, optout);
          }
        }
        if (unrecognized.length) {
          payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true
          });
        }
        if (!proms.length)
          return payload;
        return Promise.all(proms).then(() => {
          return payload;
        });
      }
      const $ZodObject = /* @__PURE__ */ core_core.xI("$ZodObject", (inst, def) => {
        $ZodType.init(inst, def);
        const desc = Object.getOwnPropertyDescriptor(def, "shape");
        const sh = desc?.get ? desc.get.raw : def.shape ?? {};
        if (sh) {
          const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
          };
          get.raw = sh;
          Object.defineProperty(def, "shape", { get });
        }
        const _normalized = core_util.PO(() => normalizeDef(def));
        core_util.v5(inst, "propValues", (zod) => {
          const shape = zod.def.shape;
          const propValues = {};
          for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
              if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                core_util.Vy(propValues, key, /* @__PURE__ */ new Set());
              }
              for (const v of field.values)
                propValues[key].add(v);
              if (field.optin !== void 0)
                propValues[key].add(void 0);
            }
          }
          return propValues;
        });
        const isObject = core_util.Gv;
        const catchall = def.catchall;
        let value;
        const memo2 = core_core.cr.memoizer;
        memo2?.attach(inst);
        inst._zod.parse = (payload, ctx) => {
          value ?? (value = _normalized.value);
          const input = payload.value;
          if (!isObject(input)) {
            payload.issues.push({
              expected: "object",
              code: "invalid_type",
              input,
              inst
            });
            return payload;
          }
          payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
          const proms = [];
          const shape = value.shape;
          const abortEarly = ctx?.abortEarly;
          let seen = payload.issues.length;
          for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
              if (core_util.QH(payload, seen))
                break;
              seen = payload.issues.length;
            }
            if (key === "__proto__")
              continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
              proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
            } else {
              handlePropertyResult(r, payload, key, input, optin, optout);
            }
          }
          if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
          }
          return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
        };
      });
      const $ZodObjectJIT = /* @__PURE__ */ core_core.xI("$ZodObjectJIT", (inst, def) => {
        $ZodObject.init(inst, def);
        const superParse = inst._zod.parse;
        const _normalized = core_util.PO(() => normalizeDef(def));
        const memo2 = core_core.cr.memoizer;
        const generateFastpass = (shape) => {
          const normalized = _normalized.value;
          const syms = normalized.symbolKeys;
          const doc = new Doc(["payload", "ctx"], { shape, inst, memo: memo2, syms });
          const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
          const prefixStr = (id2, k) => `
          let ${id2}_ab = false;
          for (let i = 0; i < ${id2}.issues.length; i++) {
            const iss = ${id2}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id2}_ab = true;
          }
          if (${id2}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
          doc.write(`const input = payload.value;`);
          const ids2 = /* @__PURE__ */ Object.create(null);
          let counter = 0;
          for (const key of normalized.allKeys) {
            ids2[key] = `key_${counter++}`;
          }
          doc.write(memo2 ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
          for (const key of normalized.allKeys) {
            if (key === "__proto__")
              continue;
            const id2 = ids2[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : core_util.UQ(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== void 0;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id2} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
              const assign = optin === "optional" ? `${id2}_present` : `${id2}.value !== undefined || ${id2}_present`;
              doc.write(`
        const ${id2}_present = ${isPresent};
        if (!${id2}.issues.length || ${id2}_present) {
          if (${id2}.issues.length) {${prefixStr(id2, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id2}.value;
          }
        }

      `);
            } else if (!isOptionalIn) {
              doc.write(`
        const ${id2}_present = ${isPresent};
        if (${id2}.issues.length) {${prefixStr(id2, k)}
        }
        if (!${id2}_present && !${id2}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id2}_present) {
          newResult[${k}] = ${id2}.value;
        }

      `);
            } else {
              doc.write(`
        if (${id2}.issues.length) {${prefixStr(id2, k)}
        }
      `);
              if (optin === "defaulted") {
                doc.write(`newResult[${k}] = ${id2}.value;`);
              } else {
                doc.write(`
        if (${id2}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id2}.value;
        }
      `);
              }
            }
          }
          doc.write(`payload.value = newResult;`);
          doc.write(`return payload;`);
          return doc.compile();
        };
        let fastpass;
        const isObject = core_util.Gv;
        const jit = !core_core.cr.jitless;
        const allowsEval = core_util.hI;
        const fastEnabled = jit && allowsEval.value;
        const catchall = def.catchall;
        let value;
        inst._zod.parse = (payload, ctx) => {
          value ?? (value = _normalized.value);
          const input = payload.value;
          if (!isObject(input)) {
            payload.issues.push({
              expected: "object",
              code: "invalid_type",
              input,
              inst
            });
            return payload;
          }
          if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            if (!fastpass)
              fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
              return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
          }
          return superParse(payload, ctx);
        };
      });
      function handleUnionResults(results, final, inst, ctx) {
        for (const result of results) {
          if (result.issues.length === 0) {
            final.value = result.value;
            return final;
          }
        }
        const nonaborted = results.filter((r) => !core_util.QH(r));
        if (nonaborted.length === 1) {
          final.value = nonaborted[0].value;
          return nonaborted[0];
        }
        final.issues.push({
          code: "invalid_union",
          input: final.value,
          inst,
          errors: results.map((result) => result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())))
        });
        return final;
      }
      const $ZodUnion = /* @__PURE__ */ core_core.xI("$ZodUnion", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
        core_util.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
        core_util.v5(inst, "values", (zod) => {
          if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
          }
          return void 0;
        });
        core_util.v5(inst, "pattern", (zod) => {
          if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util.p6(p.source)).join("|")})$`);
          }
          return void 0;
        });
        const first = def.options.length === 1 ? def.options[0]._zod.run : null;
        inst._zod.parse = (payload, ctx) => {
          if (first) {
            return first(payload, ctx);
          }
          let async = false;
          const results = [];
          for (const option of def.options) {
            const result = option._zod.run({
              value: payload.value,
              issues: []
            }, ctx);
            if (result instanceof Promise) {
              results.push(result);
              async = true;
            } else {
              if (result.issues.length === 0)
                return result;
              results.push(result);
            }
          }
          if (!async)
            return handleUnionResults(results, payload, inst, ctx);
          return Promise.all(results).then((results2) => {
            return handleUnionResults(results2, payload, inst, ctx);
          });
        };
      });
      function handleExclusiveUnionResults(results, final, inst, ctx) {
        const matches = [];
        for (let i = 0; i < results.length; i++) {
          if (results[i].issues.length === 0)
            matches.push(i);
        }
        if (matches.length === 1) {
          final.value = results[matches[0]].value;
          return final;
        }
        if (matches.length === 0) {
          final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())))
          });
        } else {
          final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches
          });
        }
        return final;
      }
      const $ZodXor = (
        /* unused pure expression or super */
        null
      );
      function getDiscriminatedOption(union2, value) {
        const internals = union2._zod;
        let map2 = internals.bag.optionsMap;
        if (!map2) {
          map2 = discriminatorMap(internals.def);
          internals.bag.optionsMap = map2;
        }
        const option = map2.get(value);
        if (option === null)
          throw new Error(`Ambiguous discriminator value "${String(value)}"`);
        return option;
      }
      function discriminatorMap(def) {
        const map2 = /* @__PURE__ */ new Map();
        for (const option of def.options) {
          const values = option._zod.propValues?.[def.discriminator];
          if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
          for (const value of values) {
            if (map2.has(value)) {
              if (value !== void 0)
                throw new Error(`Duplicate discriminator value "${String(value)}"`);
              map2.set(value, null);
            } else {
              map2.set(value, option);
            }
          }
        }
        return map2;
      }
      const $ZodDiscriminatedUnion = (
        /* unused pure expression or super */
        null
      );
      const $ZodIntersection = /* @__PURE__ */ core_core.xI("$ZodIntersection", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.parse = (payload, ctx) => {
          const input = payload.value;
          const left = def.left._zod.run({ value: input, issues: [] }, ctx);
          const right = def.right._zod.run({ value: input, issues: [] }, ctx);
          const async = left instanceof Promise || right instanceof Promise;
          if (async) {
            return Promise.all([left, right]).then(([left2, right2]) => {
              return handleIntersectionResults(payload, left2, right2);
            });
          }
          return handleIntersectionResults(payload, left, right);
        };
      });
      function mergeValues(a, b) {
        if (a === b) {
          return { valid: true, data: a };
        }
        if (a instanceof Date && b instanceof Date && +a === +b) {
          return { valid: true, data: a };
        }
        if (core_util.Qd(a) && core_util.Qd(b)) {
          const bKeys = Object.keys(b);
          const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
          const newObj = { ...a, ...b };
          if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
          for (const key of sharedKeys) {
            if (key === "__proto__")
              continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
              return {
                valid: false,
                mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
              };
            }
            newObj[key] = sharedValue.data;
          }
          return { valid: true, data: newObj };
        }
        if (Array.isArray(a) && Array.isArray(b)) {
          if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
          }
          const newArray = [];
          for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
              return {
                valid: false,
                mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
              };
            }
            newArray.push(sharedValue.data);
          }
          return { valid: true, data: newArray };
        }
        return { valid: false, mergeErrorPath: [] };
      }
      function handleIntersectionResults(result, left, right) {
        const unrecKeys = /* @__PURE__ */ new Map();
        let unrecIssue;
        const keyIssues = /* @__PURE__ */ new Map();
        const collect = (iss, side) => {
          let keys;
          if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
          } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
              keyIssues.set(k, iss);
            keys = [k];
          } else {
            return false;
          }
          for (const k of keys) {
            if (!unrecKeys.has(k))
              unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
          }
          return true;
        };
        for (const iss of left.issues) {
          if (!collect(iss, "l"))
            result.issues.push(iss);
        }
        for (const iss of right.issues) {
          if (!collect(iss, "r"))
            result.issues.push(iss);
        }
        const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
        if (bothKeys.length) {
          const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
          if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
          for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
              result.issues.push(keyIssues.get(k));
          }
        }
        const merged = mergeValues(left.value, right.value);
        if (!merged.valid) {
          if (core_util.QH(result))
            return result;
          throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
        }
        result.value = merged.data;
        return result;
      }
      const $ZodTuple = /* @__PURE__ */ core_core.xI("$ZodTuple", (inst, def) => {
        $ZodType.init(inst, def);
        const items = def.items;
        const memo2 = core_core.cr.memoizer;
        memo2?.attach(inst);
        inst._zod.parse = (payload, ctx) => {
          const input = payload.value;
          if (!Array.isArray(input)) {
            payload.issues.push({
              input,
              inst,
              expected: "tuple",
              code: "invalid_type"
            });
            return payload;
          }
          payload.value = memo2 ? memo2.alloc(inst, payload, [], ctx) : [];
          const proms = [];
          const optinStart = getTupleOptStart(items, "optin");
          const optoutStart = getTupleOptStart(items, "optout");
          if (!def.rest) {
            if (input.length < optinStart) {
              payload.issues.push({
                code: "too_small",
                minimum: optinStart,
                inclusive: true,
                input,
                inst,
                origin: "array"
              });
              return payload;
            }
            if (input.length > items.length) {
              payload.issues.push({
                code: "too_big",
                maximum: items.length,
                inclusive: true,
                input,
                inst,
                origin: "array"
              });
            }
          }
          const itemResults = new Array(items.length);
          const abortEarly = def.rest ? ctx?.abortEarly : void 0;
          let itemAborted = false;
          for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
              proms.push(r.then((rr) => {
                itemResults[i] = rr;
              }));
            } else {
              itemResults[i] = r;
              if (abortEarly && !itemAborted && r.issues.length)
                itemAborted = core_util.QH(r);
            }
          }
          if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
              if (abortEarly && payload.issues.length !== seen) {
                if (core_util.QH(payload, seen))
                  break;
                seen = payload.issues.length;
              }
              i++;
              const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
              if (result instanceof Promise) {
                proms.push(result.then((r) => handleTupleResult(r, payload, i)));
              } else {
                handleTupleResult(result, payload, i);
              }
            }
          }
          if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
          }
          return handleTupleResults(itemResults, payload, items, input, optoutStart);
        };
      });
      function getTupleOptStart(items, key) {
        for (let i = items.length - 1; i >= 0; i--) {
          const omittable = key === "optin" ? items[i]._zod.optin !== void 0 : items[i]._zod.optout === "optional";
          if (!omittable)
            return i + 1;
        }
        return 0;
      }
      function handleTupleResult(result, final, index) {
        if (result.issues.length) {
          final.issues.push(...core_util.lQ(index, result.issues));
        }
        final.value[index] = result.value;
      }
      function handleTupleResults(itemResults, final, items, input, optoutStart) {
        for (let i = 0; i < items.length; i++) {
          const r = itemResults[i];
          const isPresent = i < input.length;
          if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
          }
          if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
              final.value.length = i;
              break;
            }
            final.issues.push(...core_util.lQ(i, r.issues));
          }
          final.value[i] = r.value;
        }
        for (let i = final.value.length - 1; i >= input.length; i--) {
          if (items[i]._zod.optout === "optional" && final.value[i] === void 0) {
            final.value.length = i;
          } else {
            break;
          }
        }
        return final;
      }
      const $ZodRecord = (
        /* unused pure expression or super */
        null
      );
      const $ZodMap = (
        /* unused pure expression or super */
        null
      );
      function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
        if (keyResult.issues.length) {
          if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
          } else {
            final.issues.push({
              code: "invalid_key",
              origin: "map",
              input,
              inst,
              issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))
            });
          }
        }
        if (valueResult.issues.length) {
          if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
          } else {
            final.issues.push({
              origin: "map",
              code: "invalid_element",
              input,
              inst,
              key,
              issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))
            });
          }
        }
        final.value.set(keyResult.value, valueResult.value);
      }
      const $ZodSet = (
        /* unused pure expression or super */
        null
      );
      function handleSetResult(result, final) {
        if (result.issues.length) {
          final.issues.push(...result.issues);
        }
        final.value.add(result.value);
      }
      const $ZodEnum = /* @__PURE__ */ core_core.xI("$ZodEnum", (inst, def) => {
        $ZodType.init(inst, def);
        const values = core_util.w5(def.entries);
        const valuesSet = new Set(values);
        inst._zod.values = valuesSet;
        core_util.v5(inst, "pattern", (zod) => {
          const patternValues = core_util.w5(zod.def.entries).filter((k) => core_util.qQ.has(typeof k));
          return new RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
        });
        inst._zod.parse = (payload, _ctx) => {
          const input = payload.value;
          if (valuesSet.has(input)) {
            return payload;
          }
          payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst
          });
          return payload;
        };
      });
      const $ZodLiteral = (
        /* unused pure expression or super */
        null
      );
      const $ZodFile = (
        /* unused pure expression or super */
        null
      );
      const $ZodTransform = /* @__PURE__ */ core_core.xI("$ZodTransform", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.optin = "optional";
        core_core.cr.memoizer?.guard(inst);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            throw new core_core.cV(inst.constructor.name);
          }
          const _out = def.transform(payload.value, payload);
          if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output2) => {
              payload.value = output2;
              return payload;
            });
          }
          if (_out instanceof Promise) {
            throw new core_core.GT();
          }
          payload.value = _out;
          return payload;
        };
      });
      function handleOptionalResult(payload, result) {
        payload.value = result.issues.length ? void 0 : result.value;
        return payload;
      }
      const $ZodOptional = /* @__PURE__ */ core_core.xI("$ZodOptional", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
        inst._zod.optout = "optional";
        core_util.v5(inst, "values", (zod) => {
          const values = zod.def.innerType._zod.values;
          return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
        });
        core_util.v5(inst, "pattern", (zod) => {
          const pattern = zod.def.innerType._zod.pattern;
          return pattern ? new RegExp(`^(${core_util.p6(pattern.source)})?$`) : void 0;
        });
        inst._zod.parse = (payload, ctx) => {
          if (payload.value === void 0) {
            if (def.innerType._zod.optin !== "defaulted")
              return payload;
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
              return result.then((result2) => handleOptionalResult(payload, result2));
            return handleOptionalResult(payload, result);
          }
          return def.innerType._zod.run(payload, ctx);
        };
      });
      const $ZodExactOptional = /* @__PURE__ */ core_core.xI("$ZodExactOptional", (inst, def) => {
        $ZodOptional.init(inst, def);
        core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
        core_util.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
        inst._zod.parse = (payload, ctx) => {
          return def.innerType._zod.run(payload, ctx);
        };
      });
      const $ZodNullable = /* @__PURE__ */ core_core.xI("$ZodNullable", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
        core_util.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
        core_util.v5(inst, "pattern", (zod) => {
          const pattern = zod.def.innerType._zod.pattern;
          return pattern ? new RegExp(`^(${core_util.p6(pattern.source)}|null)$`) : void 0;
        });
        core_util.v5(inst, "values", (zod) => {
          return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
        });
        inst._zod.parse = (payload, ctx) => {
          if (payload.value === null)
            return payload;
          return def.innerType._zod.run(payload, ctx);
        };
      });
      const $ZodDefault = /* @__PURE__ */ core_core.xI("$ZodDefault", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.optin = "defaulted";
        core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
          }
          if (payload.value === void 0) {
            payload.value = def.defaultValue;
            return payload;
          }
          const result = def.innerType._zod.run(payload, ctx);
          if (result instanceof Promise) {
            return result.then((result2) => handleDefaultResult(result2, def));
          }
          return handleDefaultResult(result, def);
        };
      });
      function handleDefaultResult(payload, def) {
        if (payload.value === void 0) {
          payload.value = def.defaultValue;
        }
        return payload;
      }
      const $ZodPrefault = /* @__PURE__ */ core_core.xI("$ZodPrefault", (inst, def) => {
        $ZodType.init(inst, def);
        inst._zod.optin = "defaulted";
        core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
          }
          if (payload.value === void 0) {
            payload.value = def.defaultValue;
          }
          return def.innerType._zod.run(payload, ctx);
        };
      });
      const $ZodNonOptional = /* @__PURE__ */ core_core.xI("$ZodNonOptional", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "values", (zod) => {
          const v = zod.def.innerType._zod.values;
          return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
        });
        inst._zod.parse = (payload, ctx) => {
          const result = def.innerType._zod.run(payload, ctx);
          if (result instanceof Promise) {
            return result.then((result2) => handleNonOptionalResult(result2, inst));
          }
          return handleNonOptionalResult(result, inst);
        };
      });
      function handleNonOptionalResult(payload, inst) {
        if (!payload.issues.length && payload.value === void 0) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst
          });
        }
        return payload;
      }
      const $ZodSuccess = (
        /* unused pure expression or super */
        null
      );
      function handleCatchResult(payload, result, def, ctx) {
        if (!result.issues.length) {
          payload.value = result.value;
          if (result.memo)
            payload.memo = true;
          return payload;
        }
        payload.value = def.catchValue({
          ...result,
          value: payload.value,
          error: {
            issues: result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W()))
          },
          input: payload.value
        });
        return payload;
      }
      const $ZodCatch = /* @__PURE__ */ core_core.xI("$ZodCatch", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
        core_util.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
        core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
          }
          const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
          if (result instanceof Promise) {
            return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
          }
          return handleCatchResult(payload, result, def, ctx);
        };
      });
      const $ZodNaN = (
        /* unused pure expression or super */
        null
      );
      const $ZodPipe = /* @__PURE__ */ core_core.xI("$ZodPipe", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "values", (zod) => zod.def.in._zod.values);
        core_util.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
        core_util.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
        core_util.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
              return right.then((right2) => handlePipeResult(right2, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
          }
          const left = def.in._zod.run(payload, ctx);
          if (left instanceof Promise) {
            return left.then((left2) => handlePipeResult(left2, def.out, ctx));
          }
          return handlePipeResult(left, def.out, ctx);
        };
      });
      function handlePipeResult(left, next, ctx) {
        if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
          left.aborted = true;
          return left;
        }
        return next._zod.run({ value: left.value, issues: left.issues }, ctx);
      }
      const $ZodCodec = (
        /* unused pure expression or super */
        null
      );
      function handleCodecAResult(result, def, ctx) {
        if (result.issues.length) {
          result.aborted = true;
          return result;
        }
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
          const transformed = def.transform(result.value, result);
          if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
          }
          return handleCodecTxResult(result, transformed, def.out, ctx);
        } else {
          const transformed = def.reverseTransform(result.value, result);
          if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
          }
          return handleCodecTxResult(result, transformed, def.in, ctx);
        }
      }
      function handleCodecTxResult(left, value, nextSchema, ctx) {
        if (left.issues.length) {
          left.aborted = true;
          return left;
        }
        return nextSchema._zod.run({ value, issues: left.issues }, ctx);
      }
      const $ZodPreprocess = (
        /* unused pure expression or super */
        null
      );
      const $ZodReadonly = /* @__PURE__ */ core_core.xI("$ZodReadonly", (inst, def) => {
        $ZodType.init(inst, def);
        core_util.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
        core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
        core_util.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
        core_util.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
        inst._zod.parse = (payload, ctx) => {
          if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
          }
          const result = def.innerType._zod.run(payload, ctx);
          if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
          }
          return handleReadonlyResult(result);
        };
      });
      function handleReadonlyResult(payload) {
        if (!payload.memo)
          payload.value = Object.freeze(payload.value);
        return payload;
      }
      function leafPattern(schema) {
        const def = schema._zod.def;
        let pattern = def.pattern;
        let isInt = !!def.format?.includes("int");
        let minimum;
        let maximum;
        for (const ch of def.checks ?? []) {
          const d = ch._zod.def;
          if (d.pattern)
            pattern = d.pattern;
          isInt || (isInt = !!d.format?.includes("int"));
          const lo = d.minimum ?? d.length;
          const hi = d.maximum ?? d.length;
          if (lo !== void 0 && (minimum === void 0 || lo > minimum))
            minimum = lo;
          if (hi !== void 0 && (maximum === void 0 || hi < maximum))
            maximum = hi;
        }
        if (pattern)
          return pattern.source;
        if (minimum !== void 0 && maximum !== void 0 && minimum > maximum)
          return "(?!)";
        if (minimum !== void 0 || maximum !== void 0)
          return regexes.string({ minimum, maximum }).source;
        const own = schema._zod.pattern;
        return (isInt && own === regexes.number ? regexes.integer : own)?.source;
      }
      function partPattern(schema) {
        const def = schema._zod.def;
        const own = schema._zod.pattern?.source;
        const inner = def.innerType ?? schema._zod.innerType;
        if (inner) {
          const before = inner._zod.pattern?.source;
          const after = partPattern(inner);
          if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
          }
          return own;
        }
        if (def.options) {
          const sources = def.options.map(partPattern);
          if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
        }
        return leafPattern(schema);
      }
      const $ZodTemplateLiteral = (
        /* unused pure expression or super */
        null
      );
      const $ZodFunction = (
        /* unused pure expression or super */
        null
      );
      const $ZodPromise = (
        /* unused pure expression or super */
        null
      );
      const $ZodLazy = (
        /* unused pure expression or super */
        null
      );
      const $ZodCustom = /* @__PURE__ */ core_core.xI("$ZodCustom", (inst, def) => {
        $ZodCheck.init(inst, def);
        $ZodType.init(inst, def);
        inst._zod.parse = (payload, _) => {
          return payload;
        };
        inst._zod.check = (payload) => {
          const input = payload.value;
          const r = def.fn(input);
          if (r instanceof Promise) {
            return r.then((r2) => handleRefineResult(r2, payload, input, inst));
          }
          handleRefineResult(r, payload, input, inst);
          return;
        };
      });
      function handleRefineResult(result, payload, input, inst) {
        if (!result) {
          const _iss = {
            code: "custom",
            input,
            inst,
            // incorporates params.error into issue reporting
            path: [...inst._zod.def.path ?? []],
            // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort
            // params: inst._zod.def.params,
          };
          if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
          payload.issues.push(core_util.sn(_iss));
        }
      }
      ;
      var _a;
      const $output = (
        /* unused pure expression or super */
        null
      );
      const $input = (
        /* unused pure expression or super */
        null
      );
      class $ZodRegistry {
        constructor() {
          this._map = /* @__PURE__ */ new WeakMap();
          this._idmap = /* @__PURE__ */ new Map();
        }
        add(schema, ..._meta) {
          const meta2 = _meta[0];
          this._map.set(schema, meta2);
          if (meta2 && typeof meta2 === "object" && "id" in meta2) {
            this._idmap.set(meta2.id, schema);
          }
          return this;
        }
        clear() {
          this._map = /* @__PURE__ */ new WeakMap();
          this._idmap = /* @__PURE__ */ new Map();
          return this;
        }
        remove(schema) {
          const meta2 = this._map.get(schema);
          if (meta2 && typeof meta2 === "object" && "id" in meta2) {
            this._idmap.delete(meta2.id);
          }
          this._map.delete(schema);
          return this;
        }
        get(schema) {
          const p = schema._zod.parent;
          if (p) {
            const pm = { ...this.get(p) ?? {} };
            delete pm.id;
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : void 0;
          }
          return this._map.get(schema);
        }
        has(schema) {
          return this._map.has(schema);
        }
      }
      function registry() {
        return new $ZodRegistry();
      }
      (_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
      const globalRegistry = globalThis.__zod_globalRegistry;
      ;
      function snapshotChecks(def) {
        if (def.checks)
          def.checks = [...def.checks];
        return def;
      }
      // @__NO_SIDE_EFFECTS__
      function _string(Class, params) {
        return new Class(snapshotChecks({ type: "string", ...core_util.A2(params) }));
      }
      // @__NO_SIDE_EFFECTS__
      function _coercedString(Class, params) {
        return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
      }
      // @__NO_SIDE_EFFECTS__
      function _email(Class, params) {
        return new Class({
          type: "string",
          format: "email",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _guid(Class, params) {
        return new Class({
          type: "string",
          format: "guid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uuid(Class, params) {
        return new Class({
          type: "string",
          format: "uuid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uuidv4(Class, params) {
        return new Class({
          type: "string",
          format: "uuid",
          check: "string_format",
          abort: false,
          version: "v4",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uuidv6(Class, params) {
        return new Class({
          type: "string",
          format: "uuid",
          check: "string_format",
          abort: false,
          version: "v6",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uuidv7(Class, params) {
        return new Class({
          type: "string",
          format: "uuid",
          check: "string_format",
          abort: false,
          version: "v7",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _url(Class, params) {
        return new Class({
          type: "string",
          format: "url",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function api_emoji(Class, params) {
        return new Class({
          type: "string",
          format: "emoji",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _nanoid(Class, params) {
        return new Class({
          type: "string",
          format: "nanoid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _cuid(Class, params) {
        return new Class({
          type: "string",
          format: "cuid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _cuid2(Class, params) {
        return new Class({
          type: "string",
          format: "cuid2",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _ulid(Class, params) {
        return new Class({
          type: "string",
          format: "ulid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _xid(Class, params) {
        return new Class({
          type: "string",
          format: "xid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _ksuid(Class, params) {
        return new Class({
          type: "string",
          format: "ksuid",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _ipv4(Class, params) {
        return new Class({
          type: "string",
          format: "ipv4",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _ipv6(Class, params) {
        return new Class({
          type: "string",
          format: "ipv6",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _mac(Class, params) {
        return new Class({
          type: "string",
          format: "mac",
          check: "string_format",
          abort: false,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _cidrv4(Class, params) {
        return new Class({
          type: "string",
          format: "cidrv4",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _cidrv6(Class, params) {
        return new Class({
          type: "string",
          format: "cidrv6",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _base64(Class, params) {
        return new Class({
          type: "string",
          format: "base64",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _base64url(Class, params) {
        return new Class({
          type: "string",
          format: "base64url",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _e164(Class, params) {
        return new Class({
          type: "string",
          format: "e164",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _creditCard(Class, params) {
        return new Class({
          type: "string",
          format: "credit_card",
          check: "string_format",
          abort: false,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _iban(Class, params) {
        return new Class({
          type: "string",
          format: "iban",
          check: "string_format",
          abort: false,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _jwt(Class, params) {
        return new Class({
          type: "string",
          format: "jwt",
          check: "string_format",
          abort: false,
          ...core_util.A2(params)
        });
      }
      const TimePrecision = {
        Any: null,
        Minute: -1,
        Second: 0,
        Millisecond: 3,
        Microsecond: 6
      };
      // @__NO_SIDE_EFFECTS__
      function _isoDateTime(Class, params) {
        return new Class({
          type: "string",
          format: "datetime",
          check: "string_format",
          offset: false,
          local: false,
          precision: null,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _isoDate(Class, params) {
        return new Class({
          type: "string",
          format: "date",
          check: "string_format",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _isoTime(Class, params) {
        return new Class({
          type: "string",
          format: "time",
          check: "string_format",
          precision: null,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _isoDuration(Class, params) {
        return new Class({
          type: "string",
          format: "duration",
          check: "string_format",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _number(Class, params) {
        return new Class(snapshotChecks({ type: "number", checks: [], ...core_util.A2(params) }));
      }
      // @__NO_SIDE_EFFECTS__
      function _coercedNumber(Class, params) {
        return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
      }
      // @__NO_SIDE_EFFECTS__
      function _int(Class, params) {
        return new Class({
          type: "number",
          check: "number_format",
          abort: false,
          format: "safeint",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _float32(Class, params) {
        return new Class({
          type: "number",
          check: "number_format",
          abort: false,
          format: "float32",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _float64(Class, params) {
        return new Class({
          type: "number",
          check: "number_format",
          abort: false,
          format: "float64",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _int32(Class, params) {
        return new Class({
          type: "number",
          check: "number_format",
          abort: false,
          format: "int32",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uint32(Class, params) {
        return new Class({
          type: "number",
          check: "number_format",
          abort: false,
          format: "uint32",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _boolean(Class, params) {
        return new Class({
          type: "boolean",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _coercedBoolean(Class, params) {
        return new Class({
          type: "boolean",
          coerce: true,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _bigint(Class, params) {
        return new Class({
          type: "bigint",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _coercedBigint(Class, params) {
        return new Class({
          type: "bigint",
          coerce: true,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _int64(Class, params) {
        return new Class({
          type: "bigint",
          check: "bigint_format",
          abort: false,
          format: "int64",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uint64(Class, params) {
        return new Class({
          type: "bigint",
          check: "bigint_format",
          abort: false,
          format: "uint64",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _symbol(Class, params) {
        return new Class({
          type: "symbol",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function api_undefined(Class, params) {
        return new Class({
          type: "undefined",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function api_null(Class, params) {
        return new Class({
          type: "null",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _any(Class) {
        return new Class({
          type: "any"
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _unknown(Class) {
        return new Class({
          type: "unknown"
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _never(Class, params) {
        return new Class({
          type: "never",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _void(Class, params) {
        return new Class({
          type: "void",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _date(Class, params) {
        return new Class({
          type: "date",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _coercedDate(Class, params) {
        return new Class({
          type: "date",
          coerce: true,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _nan(Class, params) {
        return new Class({
          type: "nan",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _lt(value, params) {
        return new $ZodCheckLessThan({
          check: "less_than",
          ...core_util.A2(params),
          value,
          inclusive: false
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _lte(value, params) {
        return new $ZodCheckLessThan({
          check: "less_than",
          ...core_util.A2(params),
          value,
          inclusive: true
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _gt(value, params) {
        return new $ZodCheckGreaterThan({
          check: "greater_than",
          ...core_util.A2(params),
          value,
          inclusive: false
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _gte(value, params) {
        return new $ZodCheckGreaterThan({
          check: "greater_than",
          ...core_util.A2(params),
          value,
          inclusive: true
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _positive(params) {
        return /* @__PURE__ */ _gt(0, params);
      }
      // @__NO_SIDE_EFFECTS__
      function _negative(params) {
        return /* @__PURE__ */ _lt(0, params);
      }
      // @__NO_SIDE_EFFECTS__
      function _nonpositive(params) {
        return /* @__PURE__ */ _lte(0, params);
      }
      // @__NO_SIDE_EFFECTS__
      function _nonnegative(params) {
        return /* @__PURE__ */ _gte(0, params);
      }
      // @__NO_SIDE_EFFECTS__
      function _multipleOf(value, params) {
        return new $ZodCheckMultipleOf({
          check: "multiple_of",
          ...core_util.A2(params),
          value
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _maxSize(maximum, params) {
        return new checks.$ZodCheckMaxSize({
          check: "max_size",
          ...util.normalizeParams(params),
          maximum
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _minSize(minimum, params) {
        return new checks.$ZodCheckMinSize({
          check: "min_size",
          ...util.normalizeParams(params),
          minimum
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _size(size, params) {
        return new checks.$ZodCheckSizeEquals({
          check: "size_equals",
          ...util.normalizeParams(params),
          size
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _maxLength(maximum, params) {
        const ch = new $ZodCheckMaxLength({
          check: "max_length",
          ...core_util.A2(params),
          maximum
        });
        return ch;
      }
      // @__NO_SIDE_EFFECTS__
      function _minLength(minimum, params) {
        return new $ZodCheckMinLength({
          check: "min_length",
          ...core_util.A2(params),
          minimum
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _length(length, params) {
        return new $ZodCheckLengthEquals({
          check: "length_equals",
          ...core_util.A2(params),
          length
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _regex(pattern, params) {
        return new $ZodCheckRegex({
          check: "string_format",
          format: "regex",
          ...core_util.A2(params),
          pattern
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _lowercase(params) {
        return new $ZodCheckLowerCase({
          check: "string_format",
          format: "lowercase",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _uppercase(params) {
        return new $ZodCheckUpperCase({
          check: "string_format",
          format: "uppercase",
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _includes(includes, params) {
        return new $ZodCheckIncludes({
          check: "string_format",
          format: "includes",
          ...core_util.A2(params),
          includes
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _startsWith(prefix, params) {
        return new $ZodCheckStartsWith({
          check: "string_format",
          format: "starts_with",
          ...core_util.A2(params),
          prefix
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _endsWith(suffix, params) {
        return new $ZodCheckEndsWith({
          check: "string_format",
          format: "ends_with",
          ...core_util.A2(params),
          suffix
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _property(property, schema, params) {
        return new checks.$ZodCheckProperty({
          check: "property",
          property,
          schema,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _properties(shape, params) {
        return new $ZodCheckProperties({
          check: "properties",
          shape,
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _mime(types, params) {
        return new checks.$ZodCheckMimeType({
          check: "mime_type",
          mime: types,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _overwrite(tx) {
        return new $ZodCheckOverwrite({
          check: "overwrite",
          tx
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _normalize(form) {
        return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
      }
      // @__NO_SIDE_EFFECTS__
      function _trim() {
        return /* @__PURE__ */ _overwrite((input) => input.trim());
      }
      // @__NO_SIDE_EFFECTS__
      function _toLowerCase() {
        return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
      }
      // @__NO_SIDE_EFFECTS__
      function _toUpperCase() {
        return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
      }
      // @__NO_SIDE_EFFECTS__
      function _slugify() {
        return /* @__PURE__ */ _overwrite((input) => core_util.Yv(input));
      }
      // @__NO_SIDE_EFFECTS__
      function _array(Class, element, params) {
        return new Class({
          type: "array",
          element,
          // get element() {
          //   return element;
          // },
          ...core_util.A2(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _union(Class, options, params) {
        return new Class({
          type: "union",
          options,
          ...util.normalizeParams(params)
        });
      }
      function _xor(Class, options, params) {
        return new Class({
          type: "union",
          options,
          inclusive: false,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _discriminatedUnion(Class, discriminator, options, params) {
        return new Class({
          type: "union",
          options,
          discriminator,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _intersection(Class, left, right) {
        return new Class({
          type: "intersection",
          left,
          right
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _tuple(Class, items, _paramsOrRest, _params) {
        const hasRest = _paramsOrRest instanceof schemas.$ZodType;
        const params = hasRest ? _params : _paramsOrRest;
        const rest = hasRest ? _paramsOrRest : null;
        return new Class({
          type: "tuple",
          items,
          rest,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _record(Class, keyType, valueType, params) {
        return new Class({
          type: "record",
          keyType,
          valueType,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _map(Class, keyType, valueType, params) {
        return new Class({
          type: "map",
          keyType,
          valueType,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _set(Class, valueType, params) {
        return new Class({
          type: "set",
          valueType,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _enum(Class, values, params) {
        const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
        return new Class({
          type: "enum",
          entries,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _nativeEnum(Class, entries, params) {
        return new Class({
          type: "enum",
          entries,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _literal(Class, value, params) {
        return new Class({
          type: "literal",
          values: Array.isArray(value) ? value : [value],
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _file(Class, params) {
        return new Class({
          type: "file",
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _transform(Class, fn) {
        return new Class({
          type: "transform",
          transform: fn
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _optional(Class, innerType) {
        return new Class({
          type: "optional",
          innerType
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _nullable(Class, innerType) {
        return new Class({
          type: "nullable",
          innerType
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _default(Class, innerType, defaultValue) {
        return new Class({
          type: "default",
          innerType,
          get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
          }
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _nonoptional(Class, innerType, params) {
        return new Class({
          type: "nonoptional",
          innerType,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _success(Class, innerType) {
        return new Class({
          type: "success",
          innerType
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _catch(Class, innerType, catchValue) {
        return new Class({
          type: "catch",
          innerType,
          catchValue: typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _pipe(Class, in_, out) {
        return new Class({
          type: "pipe",
          in: in_,
          out
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _readonly(Class, innerType) {
        return new Class({
          type: "readonly",
          innerType
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _templateLiteral(Class, parts, params) {
        return new Class({
          type: "template_literal",
          parts,
          ...util.normalizeParams(params)
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _lazy(Class, getter) {
        return new Class({
          type: "lazy",
          getter
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _promise(Class, innerType) {
        return new Class({
          type: "promise",
          innerType
        });
      }
      // @__NO_SIDE_EFFECTS__
      function _custom(Class, fn, _params) {
        const norm = util.normalizeParams(_params);
        norm.abort ?? (norm.abort = true);
        const schema = new Class({
          type: "custom",
          check: "custom",
          fn,
          ...norm
        });
        return schema;
      }
      // @__NO_SIDE_EFFECTS__
      function _refine(Class, fn, _params) {
        const schema = new Class({
          type: "custom",
          check: "custom",
          fn,
          ...core_util.A2(_params)
        });
        return schema;
      }
      // @__NO_SIDE_EFFECTS__
      function _superRefine(fn, params) {
        const ch = /* @__PURE__ */ _check((payload) => {
          payload.addIssue = (issue) => {
            if (typeof issue === "string") {
              payload.issues.push(core_util.sn(issue, payload.value, ch._zod.def));
            } else {
              const _issue = issue;
              if (_issue.fatal)
                _issue.continue = false;
              _issue.code ?? (_issue.code = "custom");
              if (!("input" in _issue))
                _issue.input = payload.value;
              _issue.inst ?? (_issue.inst = ch);
              _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
              payload.issues.push(core_util.sn(_issue));
            }
          };
          return fn(payload.value, payload);
        }, params);
        return ch;
      }
      // @__NO_SIDE_EFFECTS__
      function _check(fn, params) {
        const ch = new $ZodCheck({
          check: "custom",
          ...core_util.A2(params)
        });
        ch._zod.check = fn;
        return ch;
      }
      // @__NO_SIDE_EFFECTS__
      function describe(description) {
        const ch = new $ZodCheck({ check: "describe" });
        ch._zod.onattach = [
          (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
          }
        ];
        ch._zod.check = () => {
        };
        return ch;
      }
      // @__NO_SIDE_EFFECTS__
      function meta(metadata) {
        const ch = new $ZodCheck({ check: "meta" });
        ch._zod.onattach = [
          (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
          }
        ];
        ch._zod.check = () => {
        };
        return ch;
      }
      // @__NO_SIDE_EFFECTS__
      function _stringbool(Classes, _params) {
        const params = util.normalizeParams(_params);
        let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
        let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
        if (params.case !== "sensitive") {
          truthyArray = truthyArray.map((v) => typeof v === "string" ? v.toLowerCase() : v);
          falsyArray = falsyArray.map((v) => typeof v === "string" ? v.toLowerCase() : v);
        }
        const truthySet = new Set(truthyArray);
        const falsySet = new Set(falsyArray);
        const _Codec = Classes.Codec ?? schemas.$ZodCodec;
        const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
        const _String = Classes.String ?? schemas.$ZodString;
        const stringSchema = new _String({ type: "string", error: params.error });
        const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
        const codec2 = new _Codec({
          type: "pipe",
          in: stringSchema,
          out: booleanSchema,
          transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
              data = data.toLowerCase();
            if (truthySet.has(data)) {
              return true;
            } else if (falsySet.has(data)) {
              return false;
            } else {
              payload.issues.push({
                code: "invalid_value",
                expected: "stringbool",
                values: [...truthySet, ...falsySet],
                input: payload.value,
                inst: codec2,
                continue: false
              });
              return {};
            }
          }),
          reverseTransform: ((input, _payload) => {
            if (input === true) {
              return truthyArray[0] || "true";
            } else {
              return falsyArray[0] || "false";
            }
          }),
          error: params.error
        });
        codec2._zod.bag.truthy = truthyArray;
        codec2._zod.bag.falsy = falsyArray;
        codec2._zod.bag.case = params.case ?? "insensitive";
        return codec2;
      }
      // @__NO_SIDE_EFFECTS__
      function _stringFormat(Class, format, fnOrRegex, _params = {}) {
        const params = util.normalizeParams(_params);
        const def = {
          check: "string_format",
          type: "string",
          format,
          fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
          ...params
        };
        if (fnOrRegex instanceof RegExp) {
          def.pattern = fnOrRegex;
        }
        const inst = new Class(def);
        return inst;
      }
      ;
      function assignProps(target, ...sources) {
        for (const source of sources) {
          for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
              (0, core_util.Vy)(target, key, source[key]);
            }
          }
        }
        return target;
      }
      function to_json_schema_initializeContext(params) {
        let target = params?.target ?? "draft-2020-12";
        if (target === "draft-4")
          target = "draft-04";
        if (target === "draft-7")
          target = "draft-07";
        return {
          processors: params.processors ?? {},
          metadataRegistry: params?.metadata ?? globalRegistry,
          target,
          unrepresentable: params?.unrepresentable ?? "throw",
          override: params?.override ?? (() => {
          }),
          io: params?.io ?? "output",
          counter: 0,
          seen: /* @__PURE__ */ new Map(),
          sharedDefsExtractedFor: void 0,
          sharedEmitDoneFor: void 0,
          cycles: params?.cycles ?? "ref",
          reused: params?.reused ?? "inline",
          intersections: [],
          deferred: [],
          external: params?.external ?? void 0
        };
      }
      function handleUnrepresentable(schema, ctx, json2, params, message) {
        const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message }) : ctx.unrepresentable;
        if (result === "any")
          return false;
        if (result === void 0 || result === "throw")
          throw new Error(message);
        Object.assign(json2, result);
        return true;
      }
      function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
        var _a2;
        const def = schema._zod.def;
        const seen = ctx.seen.get(schema);
        if (seen) {
          seen.count++;
          const isCycle = _params.schemaPath.includes(schema);
          if (isCycle) {
            seen.cycle = _params.path;
          }
          return seen.schema;
        }
        const result = { schema: {}, count: 1, cycle: void 0, path: _params.path };
        ctx.seen.set(schema, result);
        ctx.sharedDefsExtractedFor = void 0;
        ctx.sharedEmitDoneFor = void 0;
        const overrideSchema = schema._zod.toJSONSchema?.();
        if (overrideSchema) {
          result.schema = overrideSchema;
        } else {
          const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path
          };
          if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
          } else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
              throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
          }
          const parent = schema._zod.parent;
          if (parent) {
            if (!result.ref)
              result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
          }
        }
        const meta2 = ctx.metadataRegistry.get(schema);
        if (meta2)
          assignProps(result.schema, meta2);
        if (ctx.io === "input" && isTransforming(schema)) {
          delete result.schema.examples;
          delete result.schema.default;
        }
        if (ctx.io === "input" && "_prefault" in result.schema)
          (_a2 = result.schema).default ?? (_a2.default = result.schema._prefault);
        delete result.schema._prefault;
        const _result = ctx.seen.get(schema);
        return _result.schema;
      }
      function encodeJSONPointerSegment(segment) {
        return segment.replace(/~/g, "~0").replace(/\//g, "~1");
      }
      function to_json_schema_extractDefs(ctx, schema) {
        const root = ctx.seen.get(schema);
        if (!root)
          throw new Error("Unprocessed schema. This is a bug in Zod.");
        if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
          return;
        const idToSchema = /* @__PURE__ */ new Map();
        for (const entry of ctx.seen.entries()) {
          const id2 = ctx.metadataRegistry.get(entry[0])?.id;
          if (id2) {
            const existing = idToSchema.get(id2);
            if (existing && existing !== entry[0]) {
              throw new Error(`Duplicate schema id "${id2}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id2, entry[0]);
          }
        }
        const makeURI = (entry) => {
          const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
          if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id;
            const uriGenerator = ctx.external.uri ?? ((id3) => id3);
            if (externalId) {
              return { ref: uriGenerator(externalId) };
            }
            const id2 = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id2;
            return { defId: id2, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id2)}` };
          }
          const uriPrefix = `#`;
          const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
          if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
          }
          const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
          return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
        };
        const extractToDef = (entry) => {
          if (entry[1].schema.$ref) {
            return;
          }
          const seen = entry[1];
          const { ref, defId } = makeURI(entry);
          seen.def = { ...seen.schema };
          if (defId)
            seen.defId = defId;
          const schema2 = seen.schema;
          for (const key in schema2) {
            delete schema2[key];
          }
          schema2.$ref = ref;
        };
        if (ctx.cycles === "throw") {
          for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
              throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
            }
          }
        }
        for (const entry of ctx.seen.entries()) {
          const seen = entry[1];
          if (schema === entry[0]) {
            extractToDef(entry);
            continue;
          }
          if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
              extractToDef(entry);
              continue;
            }
          }
          const id2 = ctx.metadataRegistry.get(entry[0])?.id;
          if (id2) {
            extractToDef(entry);
            continue;
          }
          if (seen.cycle) {
            extractToDef(entry);
            continue;
          }
          if (seen.count > 1) {
            if (ctx.reused === "ref") {
              extractToDef(entry);
            }
          }
        }
        if (ctx.external)
          ctx.sharedDefsExtractedFor = ctx.external;
      }
      function compactTypeUnion(schema) {
        const options = schema.anyOf;
        if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0)
          return;
        const types = [];
        for (const option of options) {
          if (!option || typeof option !== "object")
            return;
          compactTypeUnion(option);
          const keys = Object.keys(option);
          if (keys.length !== 1 || keys[0] !== "type")
            return;
          const type = option.type;
          for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
              return;
            if (!types.includes(member))
              types.push(member);
          }
        }
        delete schema.anyOf;
        schema.type = types.length === 1 ? types[0] : types;
      }
      const FOLDABLE_KEYS = /* @__PURE__ */ new Set(["type", "properties", "required", "additionalProperties"]);
      const UNION_KEYS = ["oneOf", "anyOf"];
      function undeclaredConstraint(member) {
        const extra = member.additionalProperties;
        if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null)
          return null;
        return Object.keys(extra).length ? extra : null;
      }
      function foldObjects(members) {
        const objects = [];
        for (const member of members) {
          if (typeof member !== "object" || member.type !== "object")
            return null;
          for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
              return null;
          }
          objects.push(member);
        }
        const properties = {};
        const required = /* @__PURE__ */ new Set();
        for (const object2 of objects) {
          for (const key in object2.properties) {
            if (Object.prototype.hasOwnProperty.call(properties, key))
              continue;
            const parts = [];
            for (const other of objects) {
              const part = other.properties?.[key] ?? undeclaredConstraint(other);
              if (part === null || part === void 0)
                continue;
              if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                parts.push(part);
            }
            const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
            (0, core_util.Vy)(properties, key, merged);
          }
          for (const key of object2.required ?? [])
            required.add(key);
        }
        const folded = { type: "object", properties };
        if (required.size)
          folded.required = [...required];
        if (objects.every((object2) => object2.additionalProperties === false)) {
          folded.additionalProperties = false;
        } else {
          const constraints = [];
          for (const object2 of objects) {
            const constraint = undeclaredConstraint(object2);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
              constraints.push(constraint);
          }
          if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
          else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
        }
        return folded;
      }
      function foldIntersection(json2) {
        const allOf = json2.allOf;
        if (!Array.isArray(allOf) || allOf.length < 2)
          return;
        for (const key of FOLDABLE_KEYS)
          if (key in json2)
            return;
        const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
        let folded = null;
        if (!unions.length) {
          folded = foldObjects(allOf);
        } else {
          const union2 = unions[0];
          const keyword = UNION_KEYS.find((k) => Array.isArray(union2[k]));
          if (Object.keys(union2).length !== 1)
            return;
          const rest = allOf.filter((m) => m !== union2);
          const branches = union2[keyword].map((branch) => foldObjects([...rest, branch]));
          if (branches.some((b) => !b))
            return;
          folded = { [keyword]: branches };
        }
        if (!folded)
          return;
        delete json2.allOf;
        assignProps(json2, folded);
      }
      function to_json_schema_finalize(ctx, schema) {
        const root = ctx.seen.get(schema);
        if (!root)
          throw new Error("Unprocessed schema. This is a bug in Zod.");
        const flattenRef = (zodSchema) => {
          const seen = ctx.seen.get(zodSchema);
          if (seen.ref === null)
            return;
          const schema2 = seen.def ?? seen.schema;
          const _cached = { ...schema2 };
          const ref = seen.ref;
          seen.ref = null;
          if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
              schema2.allOf = schema2.allOf ?? [];
              schema2.allOf.push(refSchema);
            } else {
              assignProps(schema2, refSchema);
            }
            assignProps(schema2, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            if (isParentRef) {
              for (const key in schema2) {
                if (key === "$ref" || key === "allOf")
                  continue;
                if (!(key in _cached)) {
                  delete schema2[key];
                }
              }
            }
            if (refSchema.$ref && refSeen.def) {
              for (const key in schema2) {
                if (key === "$ref" || key === "allOf")
                  continue;
                if (key in refSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(refSeen.def[key])) {
                  delete schema2[key];
                }
              }
            }
          }
          const parent = zodSchema._zod.parent;
          if (parent && parent !== ref) {
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
              schema2.$ref = parentSeen.schema.$ref;
              if (parentSeen.def) {
                for (const key in schema2) {
                  if (key === "$ref" || key === "allOf")
                    continue;
                  if (key in parentSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(parentSeen.def[key])) {
                    delete schema2[key];
                  }
                }
              }
            }
          }
          ctx.override({
            zodSchema,
            jsonSchema: schema2,
            path: seen.path ?? []
          });
        };
        if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
          for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
          }
          if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
              compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
          }
          for (const rewrite of ctx.deferred)
            rewrite();
          if (ctx.intersections.length) {
            const carriers = /* @__PURE__ */ new Map();
            for (const seen of ctx.seen.values()) {
              for (const json2 of [seen.schema, seen.def]) {
                const allOf = json2?.allOf;
                if (!Array.isArray(allOf))
                  continue;
                const existing = carriers.get(allOf);
                if (existing)
                  existing.push(json2);
                else
                  carriers.set(allOf, [json2]);
              }
            }
            for (const allOf of ctx.intersections) {
              for (const json2 of carriers.get(allOf) ?? [])
                foldIntersection(json2);
            }
          }
        }
        const result = {};
        if (ctx.target === "draft-2020-12") {
          result.$schema = "https://json-schema.org/draft/2020-12/schema";
        } else if (ctx.target === "draft-07") {
          result.$schema = "http://json-schema.org/draft-07/schema#";
        } else if (ctx.target === "draft-04") {
          result.$schema = "http://json-schema.org/draft-04/schema#";
        } else if (ctx.target === "openapi-3.0") {
        } else {
        }
        if (ctx.external?.uri) {
          const id2 = ctx.external.registry.get(schema)?.id;
          if (!id2)
            throw new Error("Schema is missing an `id` property");
          result.$id = ctx.external.uri(id2);
        }
        assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
        const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
        if (rootMetaId !== void 0 && result.id === rootMetaId)
          delete result.id;
        const defs = ctx.external?.defs ?? {};
        if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
          for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
              if (seen.def.id === seen.defId)
                delete seen.def.id;
              (0, core_util.Vy)(defs, seen.defId, seen.def);
            }
          }
        }
        if (ctx.external)
          ctx.sharedEmitDoneFor = ctx.external;
        if (ctx.external) {
        } else {
          if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
              result.$defs = defs;
            } else {
              result.definitions = defs;
            }
          }
        }
        try {
          const finalized = JSON.parse(JSON.stringify(result));
          Object.defineProperty(finalized, "~standard", {
            value: {
              ...schema["~standard"],
              jsonSchema: {
                input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
              }
            },
            enumerable: false,
            writable: false
          });
          return finalized;
        } catch (_err) {
          throw new Error("Error converting schema to JSON.");
        }
      }
      function isTransforming(_schema, _ctx) {
        const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
        if (ctx.seen.has(_schema))
          return false;
        ctx.seen.add(_schema);
        const def = _schema._zod.def;
        if (def.type === "transform")
          return true;
        if (def.type === "array")
          return isTransforming(def.element, ctx);
        if (def.type === "set")
          return isTransforming(def.valueType, ctx);
        if (def.type === "lazy")
          return isTransforming(def.getter(), ctx);
        if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
          return isTransforming(def.innerType, ctx);
        }
        if (def.type === "intersection") {
          return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
        }
        if (def.type === "record" || def.type === "map") {
          return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
        }
        if (def.type === "pipe") {
          if (_schema._zod.traits.has("$ZodCodec"))
            return true;
          return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
        }
        if (def.type === "object") {
          for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
              return true;
          }
          return false;
        }
        if (def.type === "union") {
          for (const option of def.options) {
            if (isTransforming(option, ctx))
              return true;
          }
          return false;
        }
        if (def.type === "tuple") {
          for (const item of def.items) {
            if (isTransforming(item, ctx))
              return true;
          }
          if (def.rest && isTransforming(def.rest, ctx))
            return true;
          return false;
        }
        return false;
      }
      const createToJSONSchemaMethod = (schema, processors2 = {}) => (params) => {
        const ctx = to_json_schema_initializeContext({ ...params, processors: processors2 });
        to_json_schema_processSchema(schema, ctx);
        to_json_schema_extractDefs(ctx, schema);
        return to_json_schema_finalize(ctx, schema);
      };
      const createStandardJSONSchemaMethod = (schema, io, processors2 = {}) => (params) => {
        const { libraryOptions, target } = params ?? {};
        const ctx = to_json_schema_initializeContext({ ...libraryOptions ?? {}, target, io, processors: processors2 });
        to_json_schema_processSchema(schema, ctx);
        to_json_schema_extractDefs(ctx, schema);
        return to_json_schema_finalize(ctx, schema);
      };
      ;
      const narrowMin = (agg, key, value) => {
        if (agg[key] === void 0 || value > agg[key])
          agg[key] = value;
      };
      const narrowMax = (agg, key, value) => {
        if (agg[key] === void 0 || value < agg[key])
          agg[key] = value;
      };
      const narrowBoth = (agg, value) => {
        narrowMin(agg, "minimum", value);
        narrowMax(agg, "maximum", value);
      };
      const addDivisor = (agg, value) => {
        agg.multipleOf ?? (agg.multipleOf = []);
        if (!agg.multipleOf.includes(value))
          agg.multipleOf.push(value);
      };
      const addPattern = (agg, pattern) => {
        agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
        agg.patterns.add(pattern);
      };
      const intersectMime = (agg, mime) => {
        agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
      };
      const setFormat = (agg, format) => {
        agg.format = format;
        if (format.includes("int"))
          agg.isInt = true;
      };
      const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
      const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
      const formatContributor = (ranges) => (agg, def) => {
        setFormat(agg, def.format);
        const [minimum, maximum] = ranges[def.format];
        narrowMin(agg, "minimum", minimum);
        narrowMax(agg, "maximum", maximum);
      };
      const contributors = {
        greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
        less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
        multiple_of: (agg, def) => addDivisor(agg, def.value),
        number_format: formatContributor(core_util.zH),
        bigint_format: formatContributor(core_util.NR),
        min_length: minContributor,
        max_length: maxContributor,
        length_equals: (agg, def) => narrowBoth(agg, def.length),
        min_size: minContributor,
        max_size: maxContributor,
        size_equals: (agg, def) => narrowBoth(agg, def.size),
        string_format: (agg, def) => {
          setFormat(agg, def.format);
          if (def.pattern)
            addPattern(agg, def.pattern);
          if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
          if (def.local || def.precision === -1)
            agg.laxFormat = true;
        },
        mime_type: (agg, def) => intersectMime(agg, def.mime)
      };
      function aggregateChecks(schema) {
        const agg = {};
        const def = schema._zod.def;
        const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
        for (const ch of list)
          contributors[ch._zod.def.check]?.(agg, ch._zod.def);
        const bag = schema._zod.bag;
        if (bag.minimum !== void 0)
          narrowMin(agg, "minimum", bag.minimum);
        if (bag.exclusiveMinimum !== void 0)
          narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
        if (bag.maximum !== void 0)
          narrowMax(agg, "maximum", bag.maximum);
        if (bag.exclusiveMaximum !== void 0)
          narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
        if (bag.multipleOf !== void 0)
          addDivisor(agg, bag.multipleOf);
        if (bag.format !== void 0) {
          agg.format ?? (agg.format = bag.format);
          if (bag.format.includes("int"))
            agg.isInt = true;
        }
        if (bag.mime)
          intersectMime(agg, bag.mime);
        for (const pattern of bag.patterns ?? [])
          addPattern(agg, pattern);
        return agg;
      }
      const formatMap = {
        guid: "uuid",
        url: "uri",
        datetime: "date-time",
        json_string: "json-string",
        regex: ""
        // do not set
      };
      const exactPatterns = /* @__PURE__ */ new Map([
        [base64Charset, base64],
        [base64urlCharset, base64url]
      ]);
      const exactPattern = (p) => exactPatterns.get(p) ?? p;
      const stringProcessor = (schema, ctx, _json, _params) => {
        const json2 = _json;
        json2.type = "string";
        const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
        if (typeof minimum === "number")
          json2.minLength = minimum;
        if (typeof maximum === "number")
          json2.maxLength = maximum;
        if (format) {
          json2.format = formatMap[format] ?? format;
          if (json2.format === "")
            delete json2.format;
          if (format === "time" || laxFormat) {
            delete json2.format;
          }
        }
        if (contentEncoding)
          json2.contentEncoding = contentEncoding;
        if (patterns && patterns.size > 0) {
          const patternList = [...patterns].map(exactPattern);
          if (patternList.length === 1)
            json2.pattern = patternList[0].source;
          else if (patternList.length > 1) {
            json2.allOf = [
              ...patternList.map((regex) => ({
                ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
                pattern: regex.source
              }))
            ];
          }
        }
      };
      const numberProcessor = (schema, ctx, _json, params) => {
        const json2 = _json;
        const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
        json2.type = isInt ? "integer" : "number";
        const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
        const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
        const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
        if (exMin) {
          if (legacy) {
            json2.minimum = exclusiveMinimum;
            json2.exclusiveMinimum = true;
          } else {
            json2.exclusiveMinimum = exclusiveMinimum;
          }
        } else if (typeof minimum === "number") {
          json2.minimum = minimum;
        }
        if (exMax) {
          if (legacy) {
            json2.maximum = exclusiveMaximum;
            json2.exclusiveMaximum = true;
          } else {
            json2.exclusiveMaximum = exclusiveMaximum;
          }
        } else if (typeof maximum === "number") {
          json2.maximum = maximum;
        }
        if (multipleOf) {
          const divisors = /* @__PURE__ */ new Set();
          for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
              divisors.add(Math.abs(divisor));
            else
              handleUnrepresentable(schema, ctx, json2, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
          }
          const [first, ...rest] = divisors;
          if (first !== void 0)
            json2.multipleOf = first;
          if (rest.length)
            json2.allOf = [...json2.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
        }
      };
      const booleanProcessor = (_schema, _ctx, json2, _params) => {
        json2.type = "boolean";
      };
      const bigintProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "BigInt cannot be represented in JSON Schema");
      };
      const symbolProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Symbols cannot be represented in JSON Schema");
      };
      const nullProcessor = (_schema, ctx, json2, _params) => {
        if (ctx.target === "openapi-3.0") {
          json2.type = "string";
          json2.nullable = true;
          json2.enum = [null];
        } else {
          json2.type = "null";
        }
      };
      const undefinedProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Undefined cannot be represented in JSON Schema");
      };
      const voidProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Void cannot be represented in JSON Schema");
      };
      const neverProcessor = (_schema, _ctx, json2, _params) => {
        json2.not = {};
      };
      const anyProcessor = (_schema, _ctx, _json, _params) => {
      };
      const unknownProcessor = (_schema, _ctx, _json, _params) => {
      };
      const dateProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Date cannot be represented in JSON Schema");
      };
      const enumProcessor = (schema, _ctx, json2, _params) => {
        const def = schema._zod.def;
        const values = (0, core_util.w5)(def.entries);
        if (values.length === 0) {
          json2.not = {};
          return;
        }
        if (values.every((v) => typeof v === "number"))
          json2.type = "number";
        if (values.every((v) => typeof v === "string"))
          json2.type = "string";
        json2.enum = values;
      };
      const literalProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        if (def.values.length === 0) {
          json2.not = {};
          return;
        }
        const vals = [];
        for (const val of def.values) {
          if (val === void 0) {
            if (handleUnrepresentable(schema, ctx, json2, params, "Literal `undefined` cannot be represented in JSON Schema"))
              return;
          } else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json2, params, "BigInt literals cannot be represented in JSON Schema"))
              return;
            vals.push(Number(val));
          } else {
            vals.push(val);
          }
        }
        if (vals.length === 0) {
        } else if (vals.length === 1) {
          const val = vals[0];
          json2.type = val === null ? "null" : typeof val;
          if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json2.enum = [val];
          } else {
            json2.const = val;
          }
        } else {
          if (vals.every((v) => typeof v === "number"))
            json2.type = "number";
          if (vals.every((v) => typeof v === "string"))
            json2.type = "string";
          if (vals.every((v) => typeof v === "boolean"))
            json2.type = "boolean";
          if (vals.every((v) => v === null))
            json2.type = "null";
          json2.enum = vals;
        }
      };
      const nanProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "NaN cannot be represented in JSON Schema");
      };
      const templateLiteralProcessor = (schema, _ctx, json2, _params) => {
        const _json = json2;
        const pattern = schema._zod.pattern;
        if (!pattern)
          throw new Error("Pattern not found in template literal");
        _json.type = "string";
        _json.pattern = pattern.source;
      };
      const fileProcessor = (schema, _ctx, json2, _params) => {
        const _json = json2;
        _json.type = "string";
        _json.format = "binary";
        _json.contentEncoding = "binary";
        const { minimum, maximum, mime } = aggregateChecks(schema);
        if (minimum !== void 0)
          _json.minLength = minimum;
        if (maximum !== void 0)
          _json.maxLength = maximum;
        if (!mime)
          return;
        if (mime.length === 0)
          _json.not = {};
        else if (mime.length === 1)
          _json.contentMediaType = mime[0];
        else
          _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
      };
      const successProcessor = (_schema, _ctx, json2, _params) => {
        json2.type = "boolean";
      };
      const customProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Custom types cannot be represented in JSON Schema");
      };
      const functionProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Function types cannot be represented in JSON Schema");
      };
      const transformProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Transforms cannot be represented in JSON Schema");
      };
      const mapProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Map cannot be represented in JSON Schema");
      };
      const setProcessor = (schema, ctx, json2, params) => {
        handleUnrepresentable(schema, ctx, json2, params, "Set cannot be represented in JSON Schema");
      };
      const arrayProcessor = (schema, ctx, _json, params) => {
        const json2 = _json;
        const def = schema._zod.def;
        const { minimum, maximum } = aggregateChecks(schema);
        if (typeof minimum === "number")
          json2.minItems = minimum;
        if (typeof maximum === "number")
          json2.maxItems = maximum;
        json2.type = "array";
        json2.items = to_json_schema_processSchema(def.element, ctx, {
          ...params,
          path: [...params.path, "items"]
        });
      };
      function inputOptin(schema) {
        const def = schema._zod.def;
        if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
          return inputOptin(def.out);
        }
        if (def.type === "catch") {
          return inputOptin(def.innerType);
        }
        return schema._zod.optin;
      }
      const objectProcessor = (schema, ctx, _json, params) => {
        const json2 = _json;
        const def = schema._zod.def;
        const shape = def.shape;
        const symbolKeys = Object.getOwnPropertySymbols(shape);
        if (symbolKeys.length && handleUnrepresentable(schema, ctx, json2, params, "Symbol keys cannot be represented in JSON Schema")) {
          return;
        }
        json2.type = "object";
        json2.properties = {};
        for (const key in shape) {
          (0, core_util.Vy)(json2.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key]
          }));
        }
        const requiredKeys = [];
        for (const key of Object.keys(shape)) {
          const field = def.shape[key];
          if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) {
            requiredKeys.push(key);
          }
        }
        if (requiredKeys.length > 0) {
          json2.required = requiredKeys;
        }
        if (def.catchall?._zod.def.type === "never") {
          json2.additionalProperties = false;
        } else if (!def.catchall) {
          if (ctx.io === "output")
            json2.additionalProperties = false;
        } else if (def.catchall) {
          json2.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"]
          });
        }
      };
      const unionProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        const isExclusive = def.inclusive === false;
        const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
          ...params,
          path: [...params.path, isExclusive ? "oneOf" : "anyOf", i]
        }));
        if (isExclusive) {
          json2.oneOf = options;
        } else {
          json2.anyOf = options;
        }
      };
      const intersectionProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        const a = to_json_schema_processSchema(def.left, ctx, {
          ...params,
          path: [...params.path, "allOf", 0]
        });
        const b = to_json_schema_processSchema(def.right, ctx, {
          ...params,
          path: [...params.path, "allOf", 1]
        });
        const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
        const allOf = [
          ...isSimpleIntersection(a) ? a.allOf : [a],
          ...isSimpleIntersection(b) ? b.allOf : [b]
        ];
        json2.allOf = allOf;
        ctx.intersections.push(allOf);
      };
      const tupleProcessor = (schema, ctx, _json, params) => {
        const json2 = _json;
        const def = schema._zod.def;
        json2.type = "array";
        const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
        const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
        const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
          ...params,
          path: [...params.path, prefixPath, i]
        }));
        const rest = def.rest ? to_json_schema_processSchema(def.rest, ctx, {
          ...params,
          path: [...params.path, restPath, ...ctx.target === "openapi-3.0" ? [def.items.length] : []]
        }) : null;
        let minItems = def.items.length;
        while (minItems > 0) {
          const item = def.items[minItems - 1];
          const optional2 = ctx.io === "input" ? inputOptin(item) !== void 0 : item._zod.optout === "optional";
          if (!optional2)
            break;
          minItems--;
        }
        const maxItems = def.items.length;
        const isClosed = !def.rest;
        if (ctx.target === "draft-2020-12") {
          json2.prefixItems = prefixItems;
          if (isClosed) {
            json2.items = false;
          } else if (rest) {
            json2.items = rest;
          }
          if (minItems > 0)
            json2.minItems = minItems;
          if (isClosed)
            json2.maxItems = maxItems;
        } else if (ctx.target === "openapi-3.0") {
          json2.items = {
            anyOf: prefixItems
          };
          if (rest) {
            json2.items.anyOf.push(rest);
          }
          if (minItems > 0)
            json2.minItems = minItems;
          if (isClosed)
            json2.maxItems = maxItems;
        } else {
          json2.items = prefixItems;
          if (isClosed) {
            json2.additionalItems = false;
          } else if (rest) {
            json2.additionalItems = rest;
          }
          if (minItems > 0)
            json2.minItems = minItems;
          if (isClosed)
            json2.maxItems = maxItems;
        }
        const { minimum, maximum } = aggregateChecks(schema);
        if (typeof minimum === "number")
          json2.minItems = minimum;
        if (typeof maximum === "number")
          json2.maxItems = maximum;
      };
      function stringifyKeyNames(bySchema, json2, visited) {
        if (json2.$ref) {
          if (visited.has(json2))
            return json2;
          visited.add(json2);
          const def = bySchema.get(json2)?.def;
          if (!def)
            return json2;
          const inlined = stringifyKeyNames(bySchema, def, visited);
          return inlined === def ? json2 : inlined;
        }
        for (const keyword of ["anyOf", "oneOf"]) {
          const branches = json2[keyword];
          if (!Array.isArray(branches))
            continue;
          const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
          if (mapped.some((branch, i) => branch !== branches[i]))
            json2 = { ...json2, [keyword]: mapped };
        }
        const types = Array.isArray(json2.type) ? json2.type : [json2.type];
        const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
        const values = json2.enum ?? (json2.const !== void 0 ? [json2.const] : void 0);
        if (!numericType && !values?.some((v) => typeof v === "number"))
          return json2;
        const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id: id2, ...rest } = json2;
        if (rest.enum)
          rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
        else if (typeof rest.const === "number")
          rest.const = String(rest.const);
        if (!numericType)
          return rest;
        rest.type = "string";
        if (!values)
          rest.pattern = (types.includes("number") ? number : integer).source;
        return rest;
      }
      const pendingRecords = /* @__PURE__ */ new WeakMap();
      function rewriteKeyNames(ctx) {
        const bySchema = /* @__PURE__ */ new Map();
        for (const entry of ctx.seen.values()) {
          if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
        }
        const rewrites = /* @__PURE__ */ new Map();
        for (const record2 of pendingRecords.get(ctx) ?? []) {
          const seen = ctx.seen.get(record2);
          const names = (seen?.def ?? seen?.schema)?.propertyNames;
          if (!names || names === true || rewrites.has(names))
            continue;
          const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
          if (rewritten !== names)
            rewrites.set(names, rewritten);
        }
        if (!rewrites.size)
          return;
        for (const entry of ctx.seen.values()) {
          for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
              carrier.propertyNames = rewritten;
          }
        }
      }
      const recordProcessor = (schema, ctx, _json, params) => {
        const json2 = _json;
        const def = schema._zod.def;
        json2.type = "object";
        const keyType = def.keyType;
        const patterns = aggregateChecks(keyType).patterns;
        if (def.mode === "loose" && patterns && patterns.size > 0) {
          const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"]
          });
          json2.patternProperties = {};
          for (const pattern of patterns) {
            (0, core_util.Vy)(json2.patternProperties, exactPattern(pattern).source, valueSchema);
          }
        } else {
          if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json2.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
              ...params,
              path: [...params.path, "propertyNames"]
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
              pending = [];
              pendingRecords.set(ctx, pending);
              ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
          }
          json2.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"]
          });
        }
        const keyValues = keyType._zod.values;
        const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
        if (keyValues && !def.partial && !omittableOnInput) {
          const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
          if (validKeyValues.length > 0) {
            json2.required = validKeyValues.map(String);
          }
        }
      };
      const nullableProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        const inner = to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        if (ctx.target === "openapi-3.0") {
          seen.ref = def.innerType;
          json2.nullable = true;
        } else {
          json2.anyOf = [inner, { type: "null" }];
        }
      };
      const nonoptionalProcessor = (schema, ctx, _json, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
      };
      const UNREPRESENTABLE_DEFAULT = /* @__PURE__ */ Symbol();
      function serializeDefaultValue(value, schema, ctx, json2, params) {
        let unrepresentable = false;
        const serialized = JSON.stringify(value, (_, val) => {
          if (typeof val !== "bigint")
            return val;
          unrepresentable = true;
          return null;
        });
        if (!unrepresentable)
          return JSON.parse(serialized);
        handleUnrepresentable(schema, ctx, json2, params, "BigInt defaults cannot be represented in JSON Schema");
        return UNREPRESENTABLE_DEFAULT;
      }
      const defaultProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
        const value = serializeDefaultValue(def.defaultValue, schema, ctx, json2, params);
        if (value !== UNREPRESENTABLE_DEFAULT)
          json2.default = value;
      };
      const prefaultProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
        if (ctx.io !== "input")
          return;
        const value = serializeDefaultValue(def.defaultValue, schema, ctx, json2, params);
        if (value !== UNREPRESENTABLE_DEFAULT)
          json2._prefault = value;
      };
      const catchProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
        let catchValue;
        try {
          catchValue = def.catchValue(void 0);
        } catch {
          handleUnrepresentable(schema, ctx, json2, params, "Dynamic catch values are not supported in JSON Schema");
          return;
        }
        json2.default = catchValue;
      };
      const pipeProcessor = (schema, ctx, _json, params) => {
        const def = schema._zod.def;
        const inIsTransform = def.in._zod.traits.has("$ZodTransform");
        const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
        to_json_schema_processSchema(innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = innerType;
      };
      const readonlyProcessor = (schema, ctx, json2, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
        json2.readOnly = true;
      };
      const promiseProcessor = (schema, ctx, _json, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
      };
      const optionalProcessor = (schema, ctx, _json, params) => {
        const def = schema._zod.def;
        to_json_schema_processSchema(def.innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = def.innerType;
      };
      const lazyProcessor = (schema, ctx, _json, params) => {
        const innerType = schema._zod.innerType;
        to_json_schema_processSchema(innerType, ctx, params);
        const seen = ctx.seen.get(schema);
        seen.ref = innerType;
      };
      const allProcessors = {
        string: stringProcessor,
        number: numberProcessor,
        boolean: booleanProcessor,
        bigint: bigintProcessor,
        symbol: symbolProcessor,
        null: nullProcessor,
        undefined: undefinedProcessor,
        void: voidProcessor,
        never: neverProcessor,
        any: anyProcessor,
        unknown: unknownProcessor,
        date: dateProcessor,
        enum: enumProcessor,
        literal: literalProcessor,
        nan: nanProcessor,
        template_literal: templateLiteralProcessor,
        file: fileProcessor,
        success: successProcessor,
        custom: customProcessor,
        function: functionProcessor,
        transform: transformProcessor,
        map: mapProcessor,
        set: setProcessor,
        array: arrayProcessor,
        object: objectProcessor,
        union: unionProcessor,
        intersection: intersectionProcessor,
        tuple: tupleProcessor,
        record: recordProcessor,
        nullable: nullableProcessor,
        nonoptional: nonoptionalProcessor,
        default: defaultProcessor,
        prefault: prefaultProcessor,
        catch: catchProcessor,
        pipe: pipeProcessor,
        readonly: readonlyProcessor,
        promise: promiseProcessor,
        optional: optionalProcessor,
        lazy: lazyProcessor
      };
      function toJSONSchema(input, params) {
        if ("_idmap" in input) {
          const registry2 = input;
          const ctx2 = initializeContext({ ...params, processors: allProcessors });
          const defs = {};
          for (const entry of registry2._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx2);
          }
          const schemas2 = {};
          const external = {
            registry: registry2,
            uri: params?.uri,
            defs
          };
          ctx2.external = external;
          for (const entry of registry2._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx2, schema);
            assignProp(schemas2, key, finalize(ctx2, schema));
          }
          if (Object.keys(defs).length > 0) {
            const defsSegment = ctx2.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas2.__shared = {
              [defsSegment]: defs
            };
          }
          return { schemas: schemas2 };
        }
        const ctx = initializeContext({ ...params, processors: allProcessors });
        processSchema(input, ctx);
        extractDefs(ctx, input);
        return finalize(ctx, input);
      }
      ;
      const error = () => {
        const Sizable = {
          string: { unit: "characters", verb: "to have" },
          file: { unit: "bytes", verb: "to have" },
          array: { unit: "items", verb: "to have" },
          set: { unit: "items", verb: "to have" },
          map: { unit: "entries", verb: "to have" }
        };
        function getSizing(origin) {
          return Sizable[origin] ?? null;
        }
        const FormatDictionary = {
          regex: "input",
          email: "email address",
          url: "URL",
          emoji: "emoji",
          uuid: "UUID",
          uuidv4: "UUIDv4",
          uuidv6: "UUIDv6",
          nanoid: "nanoid",
          guid: "GUID",
          cuid: "cuid",
          cuid2: "cuid2",
          ulid: "ULID",
          xid: "XID",
          ksuid: "KSUID",
          datetime: "ISO datetime",
          date: "ISO date",
          time: "ISO time",
          duration: "ISO duration",
          ipv4: "IPv4 address",
          ipv6: "IPv6 address",
          mac: "MAC address",
          cidrv4: "IPv4 range",
          cidrv6: "IPv6 range",
          base64: "base64-encoded string",
          base64url: "base64url-encoded string",
          json_string: "JSON string",
          e164: "E.164 number",
          currency_code: "currency code",
          credit_card: "credit card number",
          iban: "IBAN",
          jwt: "JWT",
          template_literal: "input"
        };
        const TypeDictionary = {
          // Compatibility: "nan" -> "NaN" for display
          nan: "NaN"
          // All other type names omitted - they fall back to raw values via ?? operator
        };
        function getTypeName(type, input) {
          if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
          }
          return TypeDictionary[type] ?? type;
        }
        return (issue) => {
          switch (issue.code) {
            case "invalid_type": {
              const expected = getTypeName(issue.expected);
              const receivedType = core_util.GW(issue.input);
              const received = getTypeName(receivedType, issue.input);
              return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
              if (issue.values.length === 1)
                return `Invalid input: expected ${core_util.B7(issue.values[0])}`;
              return `Invalid option: expected one of ${core_util.jw(issue.values, "|")}`;
            case "too_big": {
              const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
              const sizing = getSizing(issue.origin);
              if (sizing)
                return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
              return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
              const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
              const sizing = getSizing(issue.origin);
              if (sizing) {
                return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
              }
              return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
              const _issue = issue;
              if (_issue.format === "starts_with") {
                return `Invalid string: must start with "${_issue.prefix}"`;
              }
              if (_issue.format === "ends_with")
                return `Invalid string: must end with "${_issue.suffix}"`;
              if (_issue.format === "includes")
                return `Invalid string: must include "${_issue.includes}"`;
              if (_issue.format === "regex")
                return `Invalid string: must match pattern ${_issue.pattern}`;
              return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
              return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
              return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util.jw(issue.keys, ", ")}`;
            case "invalid_key":
              return `Invalid key in ${issue.origin}`;
            case "invalid_union":
              if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                return `Invalid discriminator value. Expected ${opts}`;
              }
              if (issue.inclusive === false) {
                return "Invalid input: more than one option matched";
              }
              return "Invalid input";
            case "invalid_element":
              return `Invalid value in ${issue.origin}`;
            default:
              return `Invalid input`;
          }
        };
      };
      function en() {
        return {
          localeError: error()
        };
      }
      ;
      function _getMessage() {
        const internals = this._zod;
        internals.message ?? (internals.message = JSON.stringify(internals.def, core_util.k8, 2));
        return internals.message;
      }
      function _setMessage(value) {
        this._zod.message = value;
      }
      const _messageDesc = {
        get: _getMessage,
        set: _setMessage,
        enumerable: true,
        configurable: true
      };
      const _issuesDesc = { value: void 0, enumerable: false };
      const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
      const initializer = (inst, def) => {
        inst.name = "$ZodError";
        _issuesDesc.value = def;
        Object.defineProperty(inst, "issues", _issuesDesc);
        _issuesDesc.value = void 0;
        Object.defineProperty(inst, "message", _messageDesc);
        const proto = Object.getPrototypeOf(inst);
        if (!_installedToString.has(proto)) {
          _installedToString.add(proto);
          Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
              const value = () => this.message;
              Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
              return value;
            },
            set(value) {
              Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            }
          });
        }
      };
      const $ZodError = (0, core_core.xI)("$ZodError", initializer);
      const $ZodRealError = (0, core_core.xI)("$ZodError", initializer, void 0, {
        Parent: Error
      });
      function node(obj, key, make) {
        if (!Object.prototype.hasOwnProperty.call(obj, key)) {
          if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
          } else {
            obj[key] = make();
          }
        }
        return obj[key];
      }
      function flattenError(error2, mapper = (issue) => issue.message) {
        const fieldErrors = {};
        const formErrors = [];
        for (const sub of error2.issues) {
          if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
          } else {
            formErrors.push(mapper(sub));
          }
        }
        return { formErrors, fieldErrors };
      }
      function formatError(error2, mapper = (issue) => issue.message) {
        const fieldErrors = { _errors: [] };
        const processError = (error3, path = []) => {
          for (const issue of error3.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
              issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            } else if (issue.code === "invalid_key") {
              processError({ issues: issue.issues }, [...path, ...issue.path]);
            } else if (issue.code === "invalid_element") {
              processError({ issues: issue.issues }, [...path, ...issue.path]);
            } else {
              const fullpath = [...path, ...issue.path];
              if (fullpath.length === 0) {
                fieldErrors._errors.push(mapper(issue));
              } else {
                let curr = fieldErrors;
                let i = 0;
                while (i < fullpath.length) {
                  const el = fullpath[i];
                  const terminal = i === fullpath.length - 1;
                  if (el === "_errors") {
                    if (terminal)
                      curr._errors.push(mapper(issue));
                    i++;
                    continue;
                  }
                  if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                    Object.defineProperty(curr, el, {
                      value: { _errors: [] },
                      enumerable: true,
                      writable: true,
                      configurable: true
                    });
                  }
                  const node2 = curr[el];
                  if (terminal) {
                    node2._errors.push(mapper(issue));
                  }
                  curr = node2;
                  i++;
                }
              }
            }
          }
        };
        processError(error2);
        return fieldErrors;
      }
      function treeifyError(error2, mapper = (issue) => issue.message) {
        const result = { errors: [] };
        const processError = (error3, path = []) => {
          var _a2;
          for (const issue of error3.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
              issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            } else if (issue.code === "invalid_key") {
              processError({ issues: issue.issues }, [...path, ...issue.path]);
            } else if (issue.code === "invalid_element") {
              processError({ issues: issue.issues }, [...path, ...issue.path]);
            } else {
              const fullpath = [...path, ...issue.path];
              if (fullpath.length === 0) {
                result.errors.push(mapper(issue));
                continue;
              }
              let curr = result;
              let i = 0;
              while (i < fullpath.length) {
                const el = fullpath[i];
                const terminal = i === fullpath.length - 1;
                if (typeof el === "string") {
                  curr.properties ?? (curr.properties = {});
                  if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                    Object.defineProperty(curr.properties, el, {
                      value: { errors: [] },
                      enumerable: true,
                      writable: true,
                      configurable: true
                    });
                  }
                  curr = curr.properties[el];
                } else {
                  curr.items ?? (curr.items = []);
                  (_a2 = curr.items)[el] ?? (_a2[el] = { errors: [] });
                  curr = curr.items[el];
                }
                if (terminal) {
                  curr.errors.push(mapper(issue));
                }
                i++;
              }
            }
          }
        };
        processError(error2);
        return result;
      }
      function toDotPath(_path) {
        const segs = [];
        const path = _path.map((seg) => typeof seg === "object" ? seg.key : seg);
        for (const seg of path) {
          if (typeof seg === "number")
            segs.push(`[${seg}]`);
          else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
          else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
          else {
            if (segs.length)
              segs.push(".");
            segs.push(seg);
          }
        }
        return segs.join("");
      }
      function prettifyError(error2) {
        const lines = [];
        const issues = [...error2.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
        for (const issue of issues) {
          lines.push(`\u2716 ${issue.message}`);
          if (issue.path?.length)
            lines.push(`  \u2192 at ${toDotPath(issue.path)}`);
        }
        return lines.join("\n");
      }
      ;
      function finalizeParams(callee, params) {
        return { callee: params?.callee ?? callee, Err: params?.Err };
      }
      const _parse = (_Err) => {
        const fn = (schema, value, _ctx, _params) => {
          const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
          const result = schema._zod.run({ value, issues: [] }, ctx);
          if (result instanceof Promise) {
            throw new core_core.GT();
          }
          if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())));
            core_util.gx(e, _params?.callee ?? fn);
            throw e;
          }
          return result.value;
        };
        return fn;
      };
      const parse_parse = /* @__PURE__ */ _parse($ZodRealError);
      const _parseAsync = (_Err) => {
        const fn = async (schema, value, _ctx, params) => {
          const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
          let result = schema._zod.run({ value, issues: [] }, ctx);
          if (result instanceof Promise)
            result = await result;
          if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())));
            core_util.gx(e, params?.callee ?? fn);
            throw e;
          }
          return result.value;
        };
        return fn;
      };
      const parse_parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
      const _safeParse = (_Err) => (schema, value, _ctx) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
          throw new core_core.GT();
        }
        return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
      };
      const safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
      function failure(Err, issues, ctx) {
        let error2;
        return {
          success: false,
          get error() {
            if (!error2) {
              error2 = new Err(issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())));
              issues = void 0;
              ctx = void 0;
            }
            return error2;
          },
          set error(e) {
            error2 = e;
            issues = void 0;
            ctx = void 0;
          }
        };
      }
      const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
          result = await result;
        return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
      };
      const safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);
      const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
      const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
      const validate = ((schema, value, _ctx) => {
        const validator = schema._zod.bag.validator;
        if (validator !== void 0) {
          if (validator(value) !== COMPILE_INVALID)
            return true;
          if (validator.definite === true && _ctx === void 0)
            return false;
        }
        return validateFallback(schema, value, _ctx);
      });
      function validateFallback(schema, value, _ctx) {
        const ctx = _ctx ? { ..._ctx, async: false, abortEarly: true } : { async: false, abortEarly: true };
        const fallbackRun = schema._zod.bag.fallbackRun;
        let result;
        if (fallbackRun) {
          ctx[COMPILE_FALLBACK] = true;
          result = fallbackRun({ value, issues: [] }, ctx);
        } else {
          result = schema._zod.run({ value, issues: [] }, ctx);
        }
        if (result instanceof Promise) {
          throw new core_core.GT();
        }
        return result.issues.length === 0;
      }
      const parse_validateAsync = async (schema, value, _ctx) => {
        const ctx = _ctx ? { ..._ctx, async: true, abortEarly: true } : { async: true, abortEarly: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
          result = await result;
        return result.issues.length === 0;
      };
      const _encode = (_Err) => {
        const parse2 = _parse(_Err);
        const fn = (schema, value, _ctx, _params) => {
          const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
          return parse2(schema, value, ctx, finalizeParams(fn, _params));
        };
        return fn;
      };
      const encode = /* @__PURE__ */ _encode($ZodRealError);
      const _decode = (_Err) => {
        const parse2 = _parse(_Err);
        const fn = (schema, value, _ctx, _params) => {
          return parse2(schema, value, _ctx, finalizeParams(fn, _params));
        };
        return fn;
      };
      const decode = /* @__PURE__ */ _decode($ZodRealError);
      const _encodeAsync = (_Err) => {
        const parseAsync2 = _parseAsync(_Err);
        const fn = async (schema, value, _ctx, _params) => {
          const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
          return await parseAsync2(schema, value, ctx, finalizeParams(fn, _params));
        };
        return fn;
      };
      const encodeAsync = /* @__PURE__ */ _encodeAsync($ZodRealError);
      const _decodeAsync = (_Err) => {
        const parseAsync2 = _parseAsync(_Err);
        const fn = async (schema, value, _ctx, _params) => {
          return await parseAsync2(schema, value, _ctx, finalizeParams(fn, _params));
        };
        return fn;
      };
      const decodeAsync = /* @__PURE__ */ _decodeAsync($ZodRealError);
      const _safeEncode = (_Err) => (schema, value, _ctx) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return _safeParse(_Err)(schema, value, ctx);
      };
      const safeEncode = /* @__PURE__ */ _safeEncode($ZodRealError);
      const _safeDecode = (_Err) => (schema, value, _ctx) => {
        return _safeParse(_Err)(schema, value, _ctx);
      };
      const safeDecode = /* @__PURE__ */ _safeDecode($ZodRealError);
      const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return _safeParseAsync(_Err)(schema, value, ctx);
      };
      const safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync($ZodRealError);
      const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
        return _safeParseAsync(_Err)(schema, value, _ctx);
      };
      const safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync($ZodRealError);
      ;
      const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
      function _lazyMethod(proto, key, make) {
        Object.defineProperty(proto, key, {
          configurable: true,
          enumerable: false,
          get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
          },
          set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
          }
        });
      }
      const errors_initializer = (inst, issues) => {
        $ZodError.init(inst, issues);
        inst.name = "ZodError";
        const proto = Object.getPrototypeOf(inst);
        if (_installedErrorProtos.has(proto))
          return;
        _installedErrorProtos.add(proto);
        _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
        _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
        _lazyMethod(proto, "addIssue", (self) => (issue) => {
          self.issues.push(issue);
          self.message = JSON.stringify(self.issues, core_util.k8, 2);
        });
        _lazyMethod(proto, "addIssues", (self) => (issues2) => {
          self.issues.push(...issues2);
          self.message = JSON.stringify(self.issues, core_util.k8, 2);
        });
        Object.defineProperty(proto, "isEmpty", {
          configurable: true,
          enumerable: false,
          get() {
            return this.issues.length === 0;
          }
        });
      };
      const ZodError = (
        /* unused pure expression or super */
        null
      );
      const ZodRealError = /* @__PURE__ */ core_core.xI("ZodError", errors_initializer, void 0, {
        Parent: Error
      });
      ;
      const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
      const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
      const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
      const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
      const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
      const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
      const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
      const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
      const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
      const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
      const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
      const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);
      ;
      function _ensureDefaultLocale() {
        if (!core_core.cr.localeError)
          core_core.$W(en());
      }
      function _ensureDefaultMemoizer() {
        if (!core_core.cr.memoizer)
          core_core.$W({ memoizer: memoizer() });
      }
      const ZodType = /* @__PURE__ */ core_core.xI("ZodType", (inst, def) => {
        _ensureDefaultLocale();
        $ZodType.init(inst, def);
        inst.def = def;
        inst.type = def.type;
        return inst;
      }, {
        check(...chks) {
          const def = this.def;
          return this.clone(core_util.zM(def, {
            checks: [
              ...def.checks ?? [],
              ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
            ]
          }), { parent: true });
        },
        with(...chks) {
          return this.check(...chks);
        },
        clone(def, params) {
          return core_util.o8(this, def, params);
        },
        brand() {
          return this;
        },
        register(reg, meta2) {
          reg.add(this, meta2);
          return this;
        },
        refine(check2, params) {
          return this.check(refine(check2, params));
        },
        superRefine(refinement, params) {
          return this.check(superRefine(refinement, params));
        },
        overwrite(fn) {
          return this.check(/* @__PURE__ */ _overwrite(fn));
        },
        optional() {
          return optional(this);
        },
        exactOptional() {
          return exactOptional(this);
        },
        nullable() {
          return nullable(this);
        },
        nullish() {
          return optional(nullable(this));
        },
        nonoptional(params) {
          return nonoptional(this, params);
        },
        array() {
          return array(this);
        },
        or(arg) {
          return union([this, arg]);
        },
        and(arg) {
          return intersection(this, arg);
        },
        transform(tx) {
          return pipe(this, transform(tx));
        },
        default(d) {
          return schemas_default(this, d);
        },
        prefault(d) {
          return prefault(this, d);
        },
        catch(params) {
          return schemas_catch(this, params);
        },
        pipe(target) {
          return pipe(this, target);
        },
        readonly() {
          return readonly(this);
        },
        describe(description) {
          const cl = this.clone();
          globalRegistry.add(cl, { description });
          return cl;
        },
        meta(...args) {
          if (args.length === 0)
            return globalRegistry.get(this);
          const cl = this.clone();
          globalRegistry.add(cl, args[0]);
          return cl;
        },
        isOptional() {
          return this.safeParse(void 0).success;
        },
        isNullable() {
          return this.safeParse(null).success;
        },
        apply(fn, ...args) {
          return args.length === 0 ? fn(this) : fn(this, ...args);
        },
        // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
        get "~standard"() {
          return core_util.jD(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
              input: createStandardJSONSchemaMethod(this, "input"),
              output: createStandardJSONSchemaMethod(this, "output")
            }
          });
        },
        set "~standard"(value) {
          core_util.qh(this, "~standard", value);
        },
        parse: function _parse2(data, params) {
          return classic_parse_parse(this, data, params, { callee: _parse2 });
        },
        parseAsync: async function _parseAsync2(data, params) {
          return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync2 });
        },
        safeParse(data, params) {
          return parse_safeParse(this, data, params);
        },
        async safeParseAsync(data, params) {
          return parse_safeParseAsync(this, data, params);
        },
        // `spa` is an alias: same function object as `safeParseAsync`, as before.
        get spa() {
          return this?.safeParseAsync;
        },
        set spa(value) {
          core_util.qh(this, "spa", value);
        },
        validate(data, params) {
          return validate(this, data, params);
        },
        validateAsync(data, params) {
          return parse_validateAsync(this, data, params);
        },
        encode: function _encode2(data, params) {
          return parse_encode(this, data, params, { callee: _encode2 });
        },
        decode: function _decode2(data, params) {
          return parse_decode(this, data, params, { callee: _decode2 });
        },
        encodeAsync: async function _encodeAsync2(data, params) {
          return await parse_encodeAsync(this, data, params, { callee: _encodeAsync2 });
        },
        decodeAsync: async function _decodeAsync2(data, params) {
          return await parse_decodeAsync(this, data, params, { callee: _decodeAsync2 });
        },
        safeEncode(data, params) {
          return parse_safeEncode(this, data, params);
        },
        safeDecode(data, params) {
          return parse_safeDecode(this, data, params);
        },
        async safeEncodeAsync(data, params) {
          return parse_safeEncodeAsync(this, data, params);
        },
        async safeDecodeAsync(data, params) {
          return parse_safeDecodeAsync(this, data, params);
        },
        toJSONSchema(params) {
          return createToJSONSchemaMethod(this, {})(params);
        },
        // Reads through to the registry on every access, so it must not cache.
        get description() {
          return globalRegistry.get(this)?.description;
        },
        // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
        get _def() {
          return this._zod.def;
        }
      });
      const _ZodString = /* @__PURE__ */ core_core.xI(
        "_ZodString",
        (inst, def) => {
          $ZodString.init(inst, def);
          ZodType.init(inst, def);
          inst._zod.processJSONSchema = (ctx, json2, params) => stringProcessor(inst, ctx, json2, params);
        },
        /* @__PURE__ */ core_util.un({
          format: (inst) => aggregateChecks(inst).format ?? null,
          minLength: (inst) => aggregateChecks(inst).minimum ?? null,
          maxLength: (inst) => aggregateChecks(inst).maximum ?? null
        }, {
          regex(...args) {
            return this.check(/* @__PURE__ */ _regex(...args));
          },
          includes(...args) {
            return this.check(/* @__PURE__ */ _includes(...args));
          },
          startsWith(...args) {
            return this.check(/* @__PURE__ */ _startsWith(...args));
          },
          endsWith(...args) {
            return this.check(/* @__PURE__ */ _endsWith(...args));
          },
          min(...args) {
            return this.check(/* @__PURE__ */ _minLength(...args));
          },
          max(...args) {
            return this.check(/* @__PURE__ */ _maxLength(...args));
          },
          length(...args) {
            return this.check(/* @__PURE__ */ _length(...args));
          },
          nonempty(...args) {
            return this.check(/* @__PURE__ */ _minLength(1, ...args));
          },
          lowercase(params) {
            return this.check(/* @__PURE__ */ _lowercase(params));
          },
          uppercase(params) {
            return this.check(/* @__PURE__ */ _uppercase(params));
          },
          trim() {
            return this.check(/* @__PURE__ */ _trim());
          },
          normalize(...args) {
            return this.check(/* @__PURE__ */ _normalize(...args));
          },
          toLowerCase() {
            return this.check(/* @__PURE__ */ _toLowerCase());
          },
          toUpperCase() {
            return this.check(/* @__PURE__ */ _toUpperCase());
          },
          slugify() {
            return this.check(/* @__PURE__ */ _slugify());
          }
        })
      );
      const ZodString = /* @__PURE__ */ core_core.xI("ZodString", (inst, def) => {
        $ZodString.init(inst, def);
        _ZodString.init(inst, def);
      }, {
        email(params) {
          return this.check(/* @__PURE__ */ _email(ZodEmail, params));
        },
        url(params) {
          return this.check(/* @__PURE__ */ _url(ZodURL, params));
        },
        jwt(params) {
          return this.check(/* @__PURE__ */ _jwt(ZodJWT, params));
        },
        emoji(params) {
          return this.check(/* @__PURE__ */ api_emoji(ZodEmoji, params));
        },
        guid(params) {
          return this.check(/* @__PURE__ */ _guid(ZodGUID, params));
        },
        uuid(params) {
          return this.check(/* @__PURE__ */ _uuid(ZodUUID, params));
        },
        uuidv4(params) {
          return this.check(/* @__PURE__ */ _uuidv4(ZodUUID, params));
        },
        uuidv6(params) {
          return this.check(/* @__PURE__ */ _uuidv6(ZodUUID, params));
        },
        uuidv7(params) {
          return this.check(/* @__PURE__ */ _uuidv7(ZodUUID, params));
        },
        nanoid(params) {
          return this.check(/* @__PURE__ */ _nanoid(ZodNanoID, params));
        },
        cuid(params) {
          return this.check(/* @__PURE__ */ _cuid(ZodCUID, params));
        },
        cuid2(params) {
          return this.check(/* @__PURE__ */ _cuid2(ZodCUID2, params));
        },
        ulid(params) {
          return this.check(/* @__PURE__ */ _ulid(ZodULID, params));
        },
        base64(params) {
          return this.check(/* @__PURE__ */ _base64(ZodBase64, params));
        },
        base64url(params) {
          return this.check(/* @__PURE__ */ _base64url(ZodBase64URL, params));
        },
        xid(params) {
          return this.check(/* @__PURE__ */ _xid(ZodXID, params));
        },
        ksuid(params) {
          return this.check(/* @__PURE__ */ _ksuid(ZodKSUID, params));
        },
        ipv4(params) {
          return this.check(/* @__PURE__ */ _ipv4(ZodIPv4, params));
        },
        ipv6(params) {
          return this.check(/* @__PURE__ */ _ipv6(ZodIPv6, params));
        },
        cidrv4(params) {
          return this.check(/* @__PURE__ */ _cidrv4(ZodCIDRv4, params));
        },
        cidrv6(params) {
          return this.check(/* @__PURE__ */ _cidrv6(ZodCIDRv6, params));
        },
        e164(params) {
          return this.check(/* @__PURE__ */ _e164(ZodE164, params));
        },
        datetime(params) {
          return this.check(/* @__PURE__ */ _isoDateTime(ZodISODateTime, params));
        },
        date(params) {
          return this.check(/* @__PURE__ */ _isoDate(ZodISODate, params));
        },
        time(params) {
          return this.check(/* @__PURE__ */ _isoTime(ZodISOTime, params));
        },
        duration(params) {
          return this.check(/* @__PURE__ */ _isoDuration(ZodISODuration, params));
        }
      });
      function schemas_string(params) {
        return /* @__PURE__ */ _string(ZodString, params);
      }
      const ZodStringFormat = /* @__PURE__ */ core_core.xI("ZodStringFormat", (inst, def) => {
        $ZodStringFormat.init(inst, def);
        _ZodString.init(inst, def);
      });
      const ZodISODateTime = /* @__PURE__ */ core_core.xI("ZodISODateTime", (inst, def) => {
        $ZodISODateTime.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      const ZodISODate = /* @__PURE__ */ core_core.xI("ZodISODate", (inst, def) => {
        $ZodISODate.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      const ZodISOTime = /* @__PURE__ */ core_core.xI("ZodISOTime", (inst, def) => {
        $ZodISOTime.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      const ZodISODuration = /* @__PURE__ */ core_core.xI("ZodISODuration", (inst, def) => {
        $ZodISODuration.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      const ZodEmail = /* @__PURE__ */ core_core.xI("ZodEmail", (inst, def) => {
        $ZodEmail.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_email(params) {
        return core._email(ZodEmail, params);
      }
      const ZodGUID = /* @__PURE__ */ core_core.xI("ZodGUID", (inst, def) => {
        $ZodGUID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_guid(params) {
        return core._guid(ZodGUID, params);
      }
      const ZodUUID = /* @__PURE__ */ core_core.xI("ZodUUID", (inst, def) => {
        $ZodUUID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_uuid(params) {
        return core._uuid(ZodUUID, params);
      }
      function uuidv4(params) {
        return core._uuidv4(ZodUUID, params);
      }
      function uuidv6(params) {
        return core._uuidv6(ZodUUID, params);
      }
      function uuidv7(params) {
        return core._uuidv7(ZodUUID, params);
      }
      const ZodURL = /* @__PURE__ */ core_core.xI("ZodURL", (inst, def) => {
        $ZodURL.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function url(params) {
        return core._url(ZodURL, params);
      }
      function httpUrl(params) {
        return core._url(ZodURL, {
          protocol: regexes.httpProtocol,
          hostname: regexes.domain,
          ...util.normalizeParams(params)
        });
      }
      const ZodEmoji = /* @__PURE__ */ core_core.xI("ZodEmoji", (inst, def) => {
        $ZodEmoji.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_emoji(params) {
        return core._emoji(ZodEmoji, params);
      }
      const ZodNanoID = /* @__PURE__ */ core_core.xI("ZodNanoID", (inst, def) => {
        $ZodNanoID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_nanoid(params) {
        return core._nanoid(ZodNanoID, params);
      }
      const ZodCUID = /* @__PURE__ */ core_core.xI("ZodCUID", (inst, def) => {
        $ZodCUID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_cuid(params) {
        return core._cuid(ZodCUID, params);
      }
      const ZodCUID2 = /* @__PURE__ */ core_core.xI("ZodCUID2", (inst, def) => {
        $ZodCUID2.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_cuid2(params) {
        return core._cuid2(ZodCUID2, params);
      }
      const ZodULID = /* @__PURE__ */ core_core.xI("ZodULID", (inst, def) => {
        $ZodULID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_ulid(params) {
        return core._ulid(ZodULID, params);
      }
      const ZodXID = /* @__PURE__ */ core_core.xI("ZodXID", (inst, def) => {
        $ZodXID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_xid(params) {
        return core._xid(ZodXID, params);
      }
      const ZodKSUID = /* @__PURE__ */ core_core.xI("ZodKSUID", (inst, def) => {
        $ZodKSUID.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_ksuid(params) {
        return core._ksuid(ZodKSUID, params);
      }
      const ZodIPv4 = /* @__PURE__ */ core_core.xI("ZodIPv4", (inst, def) => {
        $ZodIPv4.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_ipv4(params) {
        return core._ipv4(ZodIPv4, params);
      }
      const ZodMAC = (
        /* unused pure expression or super */
        null
      );
      function schemas_mac(params) {
        return core._mac(ZodMAC, params);
      }
      const ZodIPv6 = /* @__PURE__ */ core_core.xI("ZodIPv6", (inst, def) => {
        $ZodIPv6.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_ipv6(params) {
        return core._ipv6(ZodIPv6, params);
      }
      const ZodCIDRv4 = /* @__PURE__ */ core_core.xI("ZodCIDRv4", (inst, def) => {
        $ZodCIDRv4.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_cidrv4(params) {
        return core._cidrv4(ZodCIDRv4, params);
      }
      const ZodCIDRv6 = /* @__PURE__ */ core_core.xI("ZodCIDRv6", (inst, def) => {
        $ZodCIDRv6.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_cidrv6(params) {
        return core._cidrv6(ZodCIDRv6, params);
      }
      const ZodBase64 = /* @__PURE__ */ core_core.xI("ZodBase64", (inst, def) => {
        $ZodBase64.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_base64(params) {
        return core._base64(ZodBase64, params);
      }
      const ZodBase64URL = /* @__PURE__ */ core_core.xI("ZodBase64URL", (inst, def) => {
        $ZodBase64URL.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_base64url(params) {
        return core._base64url(ZodBase64URL, params);
      }
      const ZodE164 = /* @__PURE__ */ core_core.xI("ZodE164", (inst, def) => {
        $ZodE164.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function schemas_e164(params) {
        return core._e164(ZodE164, params);
      }
      const ZodCreditCard = (
        /* unused pure expression or super */
        null
      );
      function schemas_creditCard(params) {
        return core._creditCard(ZodCreditCard, params);
      }
      const ZodIBAN = (
        /* unused pure expression or super */
        null
      );
      function schemas_iban(params) {
        return core._iban(ZodIBAN, params);
      }
      const ZodJWT = /* @__PURE__ */ core_core.xI("ZodJWT", (inst, def) => {
        $ZodJWT.init(inst, def);
        ZodStringFormat.init(inst, def);
      });
      function jwt(params) {
        return core._jwt(ZodJWT, params);
      }
      const ZodCustomStringFormat = (
        /* unused pure expression or super */
        null
      );
      function stringFormat(format, fnOrRegex, _params = {}) {
        return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
      }
      function schemas_hostname(_params) {
        return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
      }
      function schemas_hex(_params) {
        return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
      }
      function schemas_currencyCode(_params) {
        return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
      }
      function hash(alg, params) {
        const enc = params?.enc ?? "hex";
        const format = `${alg}_${enc}`;
        const regex = core.regexes[format];
        if (!regex)
          throw new Error(`Unrecognized hash format: ${format}`);
        return core._stringFormat(ZodCustomStringFormat, format, regex, params);
      }
      const ZodNumber = /* @__PURE__ */ core_core.xI(
        "ZodNumber",
        (inst, def) => {
          $ZodNumber.init(inst, def);
          ZodType.init(inst, def);
          inst._zod.processJSONSchema = (ctx, json2, params) => numberProcessor(inst, ctx, json2, params);
          inst.isFinite = true;
        },
        /* @__PURE__ */ core_util.un({
          minValue: (inst) => {
            const { minimum, exclusiveMinimum } = aggregateChecks(inst);
            return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
          },
          maxValue: (inst) => {
            const { maximum, exclusiveMaximum } = aggregateChecks(inst);
            return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
          },
          isInt: (inst) => {
            const { isInt, multipleOf } = aggregateChecks(inst);
            return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
          },
          format: (inst) => aggregateChecks(inst).format ?? null
        }, {
          gt(value, params) {
            return this.check(/* @__PURE__ */ _gt(value, params));
          },
          gte(value, params) {
            return this.check(/* @__PURE__ */ _gte(value, params));
          },
          min(value, params) {
            return this.check(/* @__PURE__ */ _gte(value, params));
          },
          lt(value, params) {
            return this.check(/* @__PURE__ */ _lt(value, params));
          },
          lte(value, params) {
            return this.check(/* @__PURE__ */ _lte(value, params));
          },
          max(value, params) {
            return this.check(/* @__PURE__ */ _lte(value, params));
          },
          int(params) {
            return this.check(schemas_int(params));
          },
          safe(params) {
            return this.check(schemas_int(params));
          },
          positive(params) {
            return this.check(/* @__PURE__ */ _gt(0, params));
          },
          nonnegative(params) {
            return this.check(/* @__PURE__ */ _gte(0, params));
          },
          negative(params) {
            return this.check(/* @__PURE__ */ _lt(0, params));
          },
          nonpositive(params) {
            return this.check(/* @__PURE__ */ _lte(0, params));
          },
          multipleOf(value, params) {
            return this.check(/* @__PURE__ */ _multipleOf(value, params));
          },
          step(value, params) {
            return this.check(/* @__PURE__ */ _multipleOf(value, params));
          },
          finite() {
            return this;
          }
        })
      );
      function schemas_number(params) {
        return /* @__PURE__ */ _number(ZodNumber, params);
      }
      const ZodNumberFormat = /* @__PURE__ */ core_core.xI("ZodNumberFormat", (inst, def) => {
        $ZodNumberFormat.init(inst, def);
        ZodNumber.init(inst, def);
      });
      function schemas_int(params) {
        return /* @__PURE__ */ _int(ZodNumberFormat, params);
      }
      function float32(params) {
        return core._float32(ZodNumberFormat, params);
      }
      function float64(params) {
        return core._float64(ZodNumberFormat, params);
      }
      function int32(params) {
        return core._int32(ZodNumberFormat, params);
      }
      function uint32(params) {
        return core._uint32(ZodNumberFormat, params);
      }
      const ZodBoolean = /* @__PURE__ */ core_core.xI("ZodBoolean", (inst, def) => {
        $ZodBoolean.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => booleanProcessor(inst, ctx, json2, params);
      });
      function schemas_boolean(params) {
        return /* @__PURE__ */ _boolean(ZodBoolean, params);
      }
      const ZodBigInt = /* @__PURE__ */ core_core.xI(
        "ZodBigInt",
        (inst, def) => {
          $ZodBigInt.init(inst, def);
          ZodType.init(inst, def);
          inst._zod.processJSONSchema = (ctx, json2, params) => bigintProcessor(inst, ctx, json2, params);
        },
        /* @__PURE__ */ core_util.un({
          minValue: (inst) => aggregateChecks(inst).minimum ?? null,
          maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
          format: (inst) => aggregateChecks(inst).format ?? null
        }, {
          gte(value, params) {
            return this.check(/* @__PURE__ */ _gte(value, params));
          },
          min(value, params) {
            return this.check(/* @__PURE__ */ _gte(value, params));
          },
          gt(value, params) {
            return this.check(/* @__PURE__ */ _gt(value, params));
          },
          lt(value, params) {
            return this.check(/* @__PURE__ */ _lt(value, params));
          },
          lte(value, params) {
            return this.check(/* @__PURE__ */ _lte(value, params));
          },
          max(value, params) {
            return this.check(/* @__PURE__ */ _lte(value, params));
          },
          positive(params) {
            return this.check(/* @__PURE__ */ _gt(BigInt(0), params));
          },
          negative(params) {
            return this.check(/* @__PURE__ */ _lt(BigInt(0), params));
          },
          nonpositive(params) {
            return this.check(/* @__PURE__ */ _lte(BigInt(0), params));
          },
          nonnegative(params) {
            return this.check(/* @__PURE__ */ _gte(BigInt(0), params));
          },
          multipleOf(value, params) {
            return this.check(/* @__PURE__ */ _multipleOf(value, params));
          }
        })
      );
      function schemas_bigint(params) {
        return /* @__PURE__ */ _bigint(ZodBigInt, params);
      }
      const ZodBigIntFormat = (
        /* unused pure expression or super */
        null
      );
      function int64(params) {
        return core._int64(ZodBigIntFormat, params);
      }
      function uint64(params) {
        return core._uint64(ZodBigIntFormat, params);
      }
      const ZodSymbol = (
        /* unused pure expression or super */
        null
      );
      function symbol(params) {
        return core._symbol(ZodSymbol, params);
      }
      const ZodUndefined = (
        /* unused pure expression or super */
        null
      );
      function schemas_undefined(params) {
        return core._undefined(ZodUndefined, params);
      }
      const ZodNull = (
        /* unused pure expression or super */
        null
      );
      function schemas_null(params) {
        return core._null(ZodNull, params);
      }
      const ZodAny = (
        /* unused pure expression or super */
        null
      );
      function any() {
        return core._any(ZodAny);
      }
      const ZodUnknown = /* @__PURE__ */ core_core.xI("ZodUnknown", (inst, def) => {
        $ZodUnknown.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => unknownProcessor(inst, ctx, json2, params);
      });
      function unknown() {
        return /* @__PURE__ */ _unknown(ZodUnknown);
      }
      const ZodNever = /* @__PURE__ */ core_core.xI("ZodNever", (inst, def) => {
        $ZodNever.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => neverProcessor(inst, ctx, json2, params);
      });
      function never(params) {
        return /* @__PURE__ */ _never(ZodNever, params);
      }
      const ZodVoid = (
        /* unused pure expression or super */
        null
      );
      function schemas_void(params) {
        return core._void(ZodVoid, params);
      }
      const ZodDate = /* @__PURE__ */ core_core.xI(
        "ZodDate",
        (inst, def) => {
          $ZodDate.init(inst, def);
          ZodType.init(inst, def);
          inst._zod.processJSONSchema = (ctx, json2, params) => dateProcessor(inst, ctx, json2, params);
          inst.min = (value, params) => inst.check(/* @__PURE__ */ _gte(value, params));
          inst.max = (value, params) => inst.check(/* @__PURE__ */ _lte(value, params));
        },
        /* @__PURE__ */ core_util.un({
          minDate: (inst) => {
            const { minimum } = aggregateChecks(inst);
            return minimum ? new Date(minimum) : null;
          },
          maxDate: (inst) => {
            const { maximum } = aggregateChecks(inst);
            return maximum ? new Date(maximum) : null;
          }
        }, {})
      );
      function schemas_date(params) {
        return core._date(ZodDate, params);
      }
      const ZodArray = /* @__PURE__ */ core_core.xI("ZodArray", (inst, def) => {
        _ensureDefaultMemoizer();
        $ZodArray.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => arrayProcessor(inst, ctx, json2, params);
        inst.element = def.element;
      }, {
        min(n, params) {
          return this.check(/* @__PURE__ */ _minLength(n, params));
        },
        nonempty(params) {
          return this.check(/* @__PURE__ */ _minLength(1, params));
        },
        max(n, params) {
          return this.check(/* @__PURE__ */ _maxLength(n, params));
        },
        length(n, params) {
          return this.check(/* @__PURE__ */ _length(n, params));
        },
        unwrap() {
          return this.element;
        }
      });
      function array(element, params) {
        return /* @__PURE__ */ _array(ZodArray, element, params);
      }
      function keyof(schema) {
        const shape = schema._zod.def.shape;
        return schemas_enum(Object.keys(shape));
      }
      const ZodObject = /* @__PURE__ */ core_core.xI("ZodObject", (inst, def) => {
        _ensureDefaultMemoizer();
        $ZodObjectJIT.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => objectProcessor(inst, ctx, json2, params);
        core_util.X(inst, "shape", (self) => self._zod.def.shape, false);
      }, {
        keyof() {
          return schemas_enum(Object.keys(this._zod.def.shape));
        },
        catchall(catchall) {
          return this.clone(core_util.zM(this._zod.def, { catchall }));
        },
        passthrough() {
          return this.clone(core_util.zM(this._zod.def, { catchall: unknown() }));
        },
        loose() {
          return this.clone(core_util.zM(this._zod.def, { catchall: unknown() }));
        },
        strict() {
          return this.clone(core_util.zM(this._zod.def, { catchall: never() }));
        },
        strip() {
          return this.clone(core_util.zM(this._zod.def, { catchall: void 0 }));
        },
        extend(incoming) {
          return core_util.X$(this, incoming);
        },
        safeExtend(incoming) {
          return core_util.W0(this, incoming);
        },
        merge(other) {
          return core_util.h1(this, other);
        },
        pick(mask) {
          return core_util.Up(this, mask);
        },
        omit(mask) {
          return core_util.cJ(this, mask);
        },
        partial(...args) {
          return core_util.OH(ZodOptional, this, args[0]);
        },
        exactPartial(...args) {
          return core_util.OH(ZodExactOptional, this, args[0], "exactPartial");
        },
        required(...args) {
          return core_util.mw(ZodNonOptional, this, args[0]);
        }
      });
      function object(shape, params) {
        const def = {
          type: "object",
          shape: shape ?? {},
          ...core_util.A2(params)
        };
        return new ZodObject(def);
      }
      function strictObject(shape, params) {
        return new ZodObject({
          type: "object",
          shape,
          catchall: never(),
          ...core_util.A2(params)
        });
      }
      function looseObject(shape, params) {
        return new ZodObject({
          type: "object",
          shape,
          catchall: unknown(),
          ...core_util.A2(params)
        });
      }
      const ZodUnion = /* @__PURE__ */ core_core.xI("ZodUnion", (inst, def) => {
        $ZodUnion.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => unionProcessor(inst, ctx, json2, params);
        inst.options = def.options;
      });
      function union(options, params) {
        return new ZodUnion({
          type: "union",
          options,
          ...core_util.A2(params)
        });
      }
      const ZodXor = (
        /* unused pure expression or super */
        null
      );
      function xor(options, params) {
        return new ZodXor({
          type: "union",
          options,
          inclusive: false,
          ...util.normalizeParams(params)
        });
      }
      const ZodDiscriminatedUnion = (
        /* unused pure expression or super */
        null
      );
      function discriminatedUnion(discriminator, options, params) {
        return new ZodDiscriminatedUnion({
          type: "union",
          options,
          discriminator,
          ...util.normalizeParams(params)
        });
      }
      const ZodIntersection = /* @__PURE__ */ core_core.xI("ZodIntersection", (inst, def) => {
        $ZodIntersection.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => intersectionProcessor(inst, ctx, json2, params);
      });
      function intersection(left, right) {
        return new ZodIntersection({
          type: "intersection",
          left,
          right
        });
      }
      const ZodTuple = /* @__PURE__ */ core_core.xI("ZodTuple", (inst, def) => {
        _ensureDefaultMemoizer();
        $ZodTuple.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => tupleProcessor(inst, ctx, json2, params);
      }, {
        rest(rest) {
          return this.clone({
            ...this._zod.def,
            rest
          });
        },
        partial() {
          const def = this._zod.def;
          if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
          return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item }))
          });
        }
      });
      function tuple(items, _paramsOrRest, _params) {
        const hasRest = _paramsOrRest instanceof core.$ZodType;
        const params = hasRest ? _params : _paramsOrRest;
        const rest = hasRest ? _paramsOrRest : null;
        return new ZodTuple({
          type: "tuple",
          items,
          rest,
          ...util.normalizeParams(params)
        });
      }
      const ZodRecord = (
        /* unused pure expression or super */
        null
      );
      function record(keyType, valueType, params) {
        if (!valueType || !valueType._zod) {
          return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...util.normalizeParams(valueType)
          });
        }
        return new ZodRecord({
          type: "record",
          keyType,
          valueType,
          ...util.normalizeParams(params)
        });
      }
      function partialRecord(keyType, valueType, params) {
        return new ZodRecord({
          type: "record",
          keyType,
          valueType,
          ...util.normalizeParams(params),
          partial: true
        });
      }
      function looseRecord(keyType, valueType, params) {
        return new ZodRecord({
          type: "record",
          keyType,
          valueType,
          mode: "loose",
          ...util.normalizeParams(params)
        });
      }
      const ZodMap = (
        /* unused pure expression or super */
        null
      );
      function map(keyType, valueType, params) {
        return new ZodMap({
          type: "map",
          keyType,
          valueType,
          ...util.normalizeParams(params)
        });
      }
      const ZodSet = (
        /* unused pure expression or super */
        null
      );
      function set(valueType, params) {
        return new ZodSet({
          type: "set",
          valueType,
          ...util.normalizeParams(params)
        });
      }
      const ZodEnum = /* @__PURE__ */ core_core.xI("ZodEnum", (inst, def) => {
        $ZodEnum.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => enumProcessor(inst, ctx, json2, params);
        inst.enum = def.entries;
        inst.options = [...inst._zod.values];
        const keys = new Set(Object.keys(def.entries));
        inst.extract = (values, params) => {
          const newEntries = {};
          for (const value of values) {
            if (keys.has(value)) {
              newEntries[value] = def.entries[value];
            } else
              throw new Error(`Key ${value} not found in enum`);
          }
          return new ZodEnum({
            ...def,
            checks: [],
            ...core_util.A2(params),
            entries: newEntries
          });
        };
        inst.exclude = (values, params) => {
          const newEntries = { ...def.entries };
          for (const value of values) {
            if (keys.has(value)) {
              delete newEntries[value];
            } else
              throw new Error(`Key ${value} not found in enum`);
          }
          return new ZodEnum({
            ...def,
            checks: [],
            ...core_util.A2(params),
            entries: newEntries
          });
        };
      });
      function schemas_enum(values, params) {
        const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
        return new ZodEnum({
          type: "enum",
          entries,
          ...core_util.A2(params)
        });
      }
      function nativeEnum(entries, params) {
        return new ZodEnum({
          type: "enum",
          entries,
          ...util.normalizeParams(params)
        });
      }
      const ZodLiteral = (
        /* unused pure expression or super */
        null
      );
      function literal(value, params) {
        return new ZodLiteral({
          type: "literal",
          values: Array.isArray(value) ? value : [value],
          ...util.normalizeParams(params)
        });
      }
      const ZodFile = (
        /* unused pure expression or super */
        null
      );
      function file(params) {
        return core._file(ZodFile, params);
      }
      const ZodTransform = /* @__PURE__ */ core_core.xI("ZodTransform", (inst, def) => {
        _ensureDefaultMemoizer();
        $ZodTransform.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => transformProcessor(inst, ctx, json2, params);
        inst._zod.parse = (payload, _ctx) => {
          if (_ctx.direction === "backward") {
            throw new core_core.cV(inst.constructor.name);
          }
          payload.addIssue = (issue) => {
            if (typeof issue === "string") {
              payload.issues.push(core_util.sn(issue, payload.value, def));
            } else {
              const _issue = issue;
              if (_issue.fatal)
                _issue.continue = false;
              _issue.code ?? (_issue.code = "custom");
              if (!("input" in _issue))
                _issue.input = payload.value;
              _issue.inst ?? (_issue.inst = inst);
              payload.issues.push(core_util.sn(_issue));
            }
          };
          const output = def.transform(payload.value, payload);
          if (output instanceof Promise) {
            return output.then((output2) => {
              payload.value = output2;
              return payload;
            });
          }
          payload.value = output;
          return payload;
        };
      });
      function transform(fn) {
        return new ZodTransform({
          type: "transform",
          transform: fn
        });
      }
      const ZodOptional = /* @__PURE__ */ core_core.xI("ZodOptional", (inst, def) => {
        $ZodOptional.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => optionalProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function optional(innerType) {
        return new ZodOptional({
          type: "optional",
          innerType
        });
      }
      const ZodExactOptional = /* @__PURE__ */ core_core.xI("ZodExactOptional", (inst, def) => {
        $ZodExactOptional.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => optionalProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function exactOptional(innerType) {
        return new ZodExactOptional({
          type: "optional",
          innerType
        });
      }
      const ZodNullable = /* @__PURE__ */ core_core.xI("ZodNullable", (inst, def) => {
        $ZodNullable.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => nullableProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function nullable(innerType) {
        return new ZodNullable({
          type: "nullable",
          innerType
        });
      }
      function nullish(innerType) {
        return optional(nullable(innerType));
      }
      const ZodDefault = /* @__PURE__ */ core_core.xI("ZodDefault", (inst, def) => {
        $ZodDefault.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => defaultProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
        inst.removeDefault = inst.unwrap;
      });
      function schemas_default(innerType, defaultValue) {
        return new ZodDefault({
          type: "default",
          innerType,
          get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util.yG(defaultValue);
          }
        });
      }
      const ZodPrefault = /* @__PURE__ */ core_core.xI("ZodPrefault", (inst, def) => {
        $ZodPrefault.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => prefaultProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function prefault(innerType, defaultValue) {
        return new ZodPrefault({
          type: "prefault",
          innerType,
          get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util.yG(defaultValue);
          }
        });
      }
      const ZodNonOptional = /* @__PURE__ */ core_core.xI("ZodNonOptional", (inst, def) => {
        $ZodNonOptional.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => nonoptionalProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function nonoptional(innerType, params) {
        return new ZodNonOptional({
          type: "nonoptional",
          innerType,
          ...core_util.A2(params)
        });
      }
      const ZodSuccess = (
        /* unused pure expression or super */
        null
      );
      function success(innerType) {
        return new ZodSuccess({
          type: "success",
          innerType
        });
      }
      const ZodCatch = /* @__PURE__ */ core_core.xI("ZodCatch", (inst, def) => {
        $ZodCatch.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => catchProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
        inst.removeCatch = inst.unwrap;
      });
      function schemas_catch(innerType, catchValue) {
        return new ZodCatch({
          type: "catch",
          innerType,
          catchValue: typeof catchValue === "function" ? catchValue : core_util.SS(catchValue)
        });
      }
      const ZodNaN = (
        /* unused pure expression or super */
        null
      );
      function nan(params) {
        return core._nan(ZodNaN, params);
      }
      const ZodPipe = /* @__PURE__ */ core_core.xI("ZodPipe", (inst, def) => {
        $ZodPipe.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => pipeProcessor(inst, ctx, json2, params);
        inst.in = def.in;
        inst.out = def.out;
      });
      function pipe(in_, out) {
        return new ZodPipe({
          type: "pipe",
          in: in_,
          out
          // ...util.normalizeParams(params),
        });
      }
      const ZodCodec = (
        /* unused pure expression or super */
        null
      );
      function codec(in_, out, params) {
        return new ZodCodec({
          type: "pipe",
          in: in_,
          out,
          transform: params.decode,
          reverseTransform: params.encode
        });
      }
      function invertCodec(codec2) {
        const def = codec2._zod.def;
        return new ZodCodec({
          type: "pipe",
          in: def.out,
          out: def.in,
          transform: def.reverseTransform,
          reverseTransform: def.transform
        });
      }
      const ZodPreprocess = (
        /* unused pure expression or super */
        null
      );
      const ZodReadonly = /* @__PURE__ */ core_core.xI("ZodReadonly", (inst, def) => {
        $ZodReadonly.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => readonlyProcessor(inst, ctx, json2, params);
        inst.unwrap = () => inst._zod.def.innerType;
      });
      function readonly(innerType) {
        return new ZodReadonly({
          type: "readonly",
          innerType
        });
      }
      const ZodTemplateLiteral = (
        /* unused pure expression or super */
        null
      );
      function templateLiteral(parts, params) {
        return new ZodTemplateLiteral({
          type: "template_literal",
          parts,
          ...util.normalizeParams(params)
        });
      }
      const ZodLazy = (
        /* unused pure expression or super */
        null
      );
      function lazy(getter) {
        return new ZodLazy({
          type: "lazy",
          getter
        });
      }
      const ZodPromise = (
        /* unused pure expression or super */
        null
      );
      function promise(innerType) {
        return new ZodPromise({
          type: "promise",
          innerType
        });
      }
      const ZodFunction = (
        /* unused pure expression or super */
        null
      );
      function _function(params) {
        return new ZodFunction({
          type: "function",
          input: Array.isArray(params?.input) ? tuple(params?.input) : params?.input ?? array(unknown()),
          output: params?.output ?? unknown()
        });
      }
      const ZodCustom = /* @__PURE__ */ core_core.xI("ZodCustom", (inst, def) => {
        $ZodCustom.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json2, params) => customProcessor(inst, ctx, json2, params);
      });
      function check(fn) {
        const ch = new core.$ZodCheck({
          check: "custom"
          // ...util.normalizeParams(params),
        });
        ch._zod.check = fn;
        return ch;
      }
      function custom(fn, _params) {
        return core._custom(ZodCustom, fn ?? (() => true), _params);
      }
      function refine(fn, _params = {}) {
        return /* @__PURE__ */ _refine(ZodCustom, fn, _params);
      }
      function superRefine(fn, params) {
        return /* @__PURE__ */ _superRefine(fn, params);
      }
      const schemas_describe = describe;
      const schemas_meta = meta;
      const ZodInstanceOf = /* @__PURE__ */ core_core.xI("ZodInstanceOf", (inst, def) => {
        ZodCustom.init(inst, def);
      }, {
        properties(shape, params) {
          return this.check(/* @__PURE__ */ _properties(shape, params));
        }
      });
      function _instanceof(cls, params = {}) {
        const inst = new ZodInstanceOf({
          type: "custom",
          check: "custom",
          fn: (data) => data instanceof cls,
          abort: true,
          ...util.normalizeParams(params)
        });
        inst._zod.bag.Class = cls;
        inst._zod.check = (payload) => {
          if (!(payload.value instanceof cls)) {
            payload.issues.push({
              code: "invalid_type",
              expected: cls.name,
              input: payload.value,
              inst,
              path: [...inst._zod.def.path ?? []]
            });
          }
        };
        return inst;
      }
      const stringbool = (...args) => core._stringbool({
        Codec: ZodCodec,
        Boolean: ZodBoolean,
        String: ZodString
      }, ...args);
      function json(params) {
        const jsonSchema = lazy(() => {
          return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
        });
        return jsonSchema;
      }
      function preprocess(fn, schema) {
        return new ZodPreprocess({
          type: "pipe",
          in: transform(fn),
          out: schema
        });
      }
    })
  ),
  /***/
  88532: (
    /***/
    ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        $W: () => (
          /* binding */
          config
        ),
        /* harmony export */
        GT: () => (
          /* binding */
          $ZodAsyncError
        ),
        /* harmony export */
        cV: () => (
          /* binding */
          $ZodEncodeError
        ),
        /* harmony export */
        cr: () => (
          /* binding */
          globalConfig
        ),
        /* harmony export */
        tm: () => (
          /* binding */
          NEVER
        ),
        /* harmony export */
        xI: () => (
          /* binding */
          $constructor
        )
        /* harmony export */
      });
      var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54723);
      var _a;
      const NEVER = /* @__PURE__ */ Object.freeze({
        status: "aborted"
      });
      const _zodDesc = { value: void 0, enumerable: false };
      let _E = "captureStackTrace" in Error ? Error : null;
      function newError(Definition) {
        const E = _E;
        if (E) {
          const saved = E.stackTraceLimit;
          if (typeof saved === "number") {
            try {
              E.stackTraceLimit = 0;
            } catch {
              _E = null;
              return new Definition();
            }
            try {
              return new Definition();
            } finally {
              E.stackTraceLimit = saved;
            }
          }
        }
        return new Definition();
      }
      function $constructor(name, initializer, proto, params) {
        const zodProto = {};
        function Internals(def) {
          this.def = def;
          this.constr = _;
          this.traits = /* @__PURE__ */ new Set();
        }
        Internals.prototype = zodProto;
        const protoMembers = proto;
        const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
        function init(inst, def) {
          if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
              Object.defineProperty(inst, "_zod", _zodDesc);
            } finally {
              _zodDesc.value = void 0;
            }
          } else if (inst._zod.traits.has(name)) {
            return;
          }
          inst._zod.traits.add(name);
          initializer(inst, def);
          if (initialized) {
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
              up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
              initialized.add(target);
              (0, _util_js__WEBPACK_IMPORTED_MODULE_0__.ol)(target, protoMembers);
            }
          }
          const proto2 = _.prototype;
          for (const k in proto2) {
            if (!Object.prototype.hasOwnProperty.call(proto2, k))
              continue;
            if (!(k in inst)) {
              inst[k] = proto2[k].bind(inst);
            }
          }
        }
        const Parent = params?.Parent ?? Object;
        class Definition extends Parent {
        }
        Object.defineProperty(Definition, "name", { value: name });
        function _(def) {
          const inst = params?.Parent ? newError(Definition) : this;
          init(inst, def);
          const deferred = inst._zod.deferred;
          if (deferred) {
            for (const fn of deferred) {
              fn();
            }
            inst._zod.deferred = void 0;
          }
          const pp = globalThis.__zod_globalConfig?.postProcessor;
          if (pp)
            pp(inst);
          return inst;
        }
        Object.defineProperty(_, "init", { value: init });
        Object.defineProperty(_, Symbol.hasInstance, {
          value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
              return true;
            return inst?._zod?.traits?.has(name);
          }
        });
        Object.defineProperty(_, "name", { value: name });
        return _;
      }
      const $brand = (
        /* unused pure expression or super */
        null
      );
      class $ZodAsyncError extends Error {
        constructor() {
          super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
        }
      }
      class $ZodEncodeError extends Error {
        constructor(name) {
          super(`Encountered unidirectional transform during encode: ${name}`);
          this.name = "ZodEncodeError";
        }
      }
      (_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
      const globalConfig = globalThis.__zod_globalConfig;
      function config(newConfig) {
        if (newConfig)
          Object.assign(globalConfig, newConfig);
        return globalConfig;
      }
    })
  ),
  /***/
  54723: (
    /***/
    ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        A2: () => (
          /* binding */
          normalizeParams
        ),
        /* harmony export */
        B7: () => (
          /* binding */
          stringifyPrimitive
        ),
        /* harmony export */
        GW: () => (
          /* binding */
          parsedType
        ),
        /* harmony export */
        Gv: () => (
          /* binding */
          isObject
        ),
        /* harmony export */
        LG: () => (
          /* binding */
          floatSafeRemainder
        ),
        /* harmony export */
        MO: () => (
          /* binding */
          rawShape
        ),
        /* harmony export */
        NM: () => (
          /* binding */
          optionalKeys
        ),
        /* harmony export */
        NR: () => (
          /* binding */
          BIGINT_FORMAT_RANGES
        ),
        /* harmony export */
        O7: () => (
          /* binding */
          codePointLength
        ),
        /* harmony export */
        OH: () => (
          /* binding */
          partial
        ),
        /* harmony export */
        PO: () => (
          /* binding */
          cached
        ),
        /* harmony export */
        QH: () => (
          /* binding */
          aborted
        ),
        /* harmony export */
        Qd: () => (
          /* binding */
          isPlainObject
        ),
        /* harmony export */
        Rc: () => (
          /* binding */
          getLengthableOrigin
        ),
        /* harmony export */
        SS: () => (
          /* binding */
          constantCatch
        ),
        /* harmony export */
        UQ: () => (
          /* binding */
          esc
        ),
        /* harmony export */
        Up: () => (
          /* binding */
          pick
        ),
        /* harmony export */
        Vy: () => (
          /* binding */
          assignProp2
        ),
        /* harmony export */
        W0: () => (
          /* binding */
          safeExtend
        ),
        /* harmony export */
        X: () => (
          /* binding */
          installLazyProp
        ),
        /* harmony export */
        X$: () => (
          /* binding */
          extend
        ),
        /* harmony export */
        Yv: () => (
          /* binding */
          slugify
        ),
        /* harmony export */
        cJ: () => (
          /* binding */
          omit
        ),
        /* harmony export */
        cl: () => (
          /* binding */
          nullish
        ),
        /* harmony export */
        d3: () => (
          /* binding */
          attachSchema
        ),
        /* harmony export */
        gx: () => (
          /* binding */
          captureStackTrace
        ),
        /* harmony export */
        h1: () => (
          /* binding */
          merge
        ),
        /* harmony export */
        hI: () => (
          /* binding */
          allowsEval
        ),
        /* harmony export */
        hi: () => (
          /* binding */
          sizeCaps
        ),
        /* harmony export */
        iR: () => (
          /* binding */
          finalizeIssue
        ),
        /* harmony export */
        jD: () => (
          /* binding */
          hide
        ),
        /* harmony export */
        jw: () => (
          /* binding */
          joinValues
        ),
        /* harmony export */
        k8: () => (
          /* binding */
          jsonStringifyReplacer
        ),
        /* harmony export */
        lQ: () => (
          /* binding */
          prefixIssues
        ),
        /* harmony export */
        mw: () => (
          /* binding */
          required
        ),
        /* harmony export */
        o8: () => (
          /* binding */
          clone
        ),
        /* harmony export */
        ol: () => (
          /* binding */
          members
        ),
        /* harmony export */
        p6: () => (
          /* binding */
          cleanRegex
        ),
        /* harmony export */
        qQ: () => (
          /* binding */
          propertyKeyTypes
        ),
        /* harmony export */
        qh: () => (
          /* binding */
          own
        ),
        /* harmony export */
        rL: () => (
          /* binding */
          explicitlyAborted
        ),
        /* harmony export */
        sD: () => (
          /* binding */
          escapeRegex
        ),
        /* harmony export */
        sn: () => (
          /* binding */
          issue
        ),
        /* harmony export */
        un: () => (
          /* binding */
          derived
        ),
        /* harmony export */
        v5: () => (
          /* binding */
          defineLazyInternal
        ),
        /* harmony export */
        w5: () => (
          /* binding */
          getEnumValues
        ),
        /* harmony export */
        yG: () => (
          /* binding */
          shallowClone
        ),
        /* harmony export */
        zH: () => (
          /* binding */
          NUMBER_FORMAT_RANGES
        ),
        /* harmony export */
        zM: () => (
          /* binding */
          mergeDefs
        )
        /* harmony export */
      });
      var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
      function assertEqual(val) {
        return val;
      }
      function assertNotEqual(val) {
        return val;
      }
      function toZod() {
        return (schema) => schema;
      }
      function assertIs(_arg) {
      }
      function assertNever(_x) {
        throw new Error("Unexpected value in exhaustive check");
      }
      function assert(_) {
      }
      function getEnumValues(entries) {
        const numericValues = Object.values(entries).filter((v) => typeof v === "number");
        const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
        return values;
      }
      function joinValues(array, separator = "|") {
        return array.map((val) => stringifyPrimitive(val)).join(separator);
      }
      function jsonStringifyReplacer(_, value) {
        if (typeof value === "bigint")
          return value.toString();
        return value;
      }
      class Cached {
        constructor(getter) {
          this._getter = getter;
          this._value = void 0;
        }
        get value() {
          const getter = this._getter;
          if (getter !== void 0) {
            this._value = getter();
            this._getter = void 0;
          }
          return this._value;
        }
      }
      function cached(getter) {
        return new Cached(getter);
      }
      function nullish(input) {
        return input === null || input === void 0;
      }
      function cleanRegex(source) {
        const start = source.startsWith("^") ? 1 : 0;
        const end = source.endsWith("$") ? source.length - 1 : source.length;
        return source.slice(start, end);
      }
      function floatSafeRemainder(val, step) {
        const ratio = val / step;
        const roundedRatio = Math.round(ratio);
        const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
        if (Math.abs(ratio - roundedRatio) < tolerance)
          return 0;
        return ratio - roundedRatio;
      }
      const EVALUATING = (
        /* unused pure expression or super */
        null
      );
      function defineLazy(object, key, getter) {
        let value = void 0;
        Object.defineProperty(object, key, {
          get() {
            if (value === EVALUATING) {
              return void 0;
            }
            if (value === void 0) {
              value = EVALUATING;
              value = getter();
            }
            return value;
          },
          set(v) {
            Object.defineProperty(object, key, {
              value: v
              // configurable: true,
            });
          },
          configurable: true
        });
      }
      function objectClone(obj) {
        return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
      }
      function assignProp2(target, prop, value) {
        Object.defineProperty(target, prop, {
          value,
          writable: true,
          enumerable: true,
          configurable: true
        });
      }
      function rawShape(def) {
        const desc = Object.getOwnPropertyDescriptor(def, "shape");
        return desc?.get ? desc.get.raw : desc?.value;
      }
      function sourceShape(schema) {
        return rawShape(schema._zod.def) ?? schema._zod.def.shape;
      }
      function deferProp(target, key, getter) {
        Object.defineProperty(target, key, {
          get() {
            const value = getter();
            assignProp2(this, key, value);
            return value;
          },
          enumerable: true,
          configurable: true
        });
      }
      function putProp(target, key, value) {
        if (key in target)
          assignProp2(target, key, value);
        else
          target[key] = value;
      }
      function mirrorShape(target, source, keys, wrap) {
        const raw = sourceShape(source);
        for (const key of keys) {
          const desc = Object.getOwnPropertyDescriptor(raw, key);
          if (!desc.enumerable)
            continue;
          if (desc.get) {
            deferProp(target, key, () => {
              const value = source._zod.def.shape[key];
              return wrap ? wrap(value, key) : value;
            });
          } else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
        }
      }
      function mirrorProps(target, source) {
        for (const key of Reflect.ownKeys(source)) {
          const desc = Object.getOwnPropertyDescriptor(source, key);
          if (!desc.enumerable)
            continue;
          if (desc.get)
            deferProp(target, key, () => source[key]);
          else
            putProp(target, key, desc.value);
        }
      }
      function mergeDefs(...defs) {
        const mergedDescriptors = {};
        for (const def of defs) {
          const descriptors = Object.getOwnPropertyDescriptors(def);
          Object.assign(mergedDescriptors, descriptors);
        }
        return Object.defineProperties({}, mergedDescriptors);
      }
      function cloneDef(schema) {
        return mergeDefs(schema._zod.def);
      }
      function getElementAtPath(obj, path) {
        if (!path)
          return obj;
        return path.reduce((acc, key) => acc?.[key], obj);
      }
      function promiseAllObject(promisesObj) {
        const keys = Object.keys(promisesObj);
        const promises = keys.map((key) => promisesObj[key]);
        return Promise.all(promises).then((results) => {
          const resolvedObj = {};
          for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
          }
          return resolvedObj;
        });
      }
      function randomString(length = 10) {
        const chars = "abcdefghijklmnopqrstuvwxyz";
        let str = "";
        for (let i = 0; i < length; i++) {
          str += chars[Math.floor(Math.random() * chars.length)];
        }
        return str;
      }
      function esc(str) {
        return JSON.stringify(str);
      }
      function slugify(input) {
        return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
      }
      const captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
      };
      function isObject(data) {
        return typeof data === "object" && data !== null && !Array.isArray(data);
      }
      const allowsEval = /* @__PURE__ */ cached(() => {
        if (_core_js__WEBPACK_IMPORTED_MODULE_0__.cr.jitless) {
          return false;
        }
        if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
          return false;
        }
        try {
          const F = Function;
          new F("");
          return true;
        } catch (_) {
          return false;
        }
      });
      function isPlainObject(o) {
        if (isObject(o) === false)
          return false;
        const ctor = o.constructor;
        if (ctor === void 0)
          return true;
        if (typeof ctor !== "function")
          return true;
        const prot = ctor.prototype;
        if (isObject(prot) === false)
          return false;
        if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
          return false;
        }
        return true;
      }
      function shallowClone(o) {
        if (isPlainObject(o))
          return { ...o };
        if (Array.isArray(o))
          return [...o];
        if (o instanceof Map)
          return new Map(o);
        if (o instanceof Set)
          return new Set(o);
        return o;
      }
      function numKeys(data) {
        let keyCount = 0;
        for (const key in data) {
          if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
          }
        }
        return keyCount;
      }
      const getParsedType = (data) => {
        const t = typeof data;
        switch (t) {
          case "undefined":
            return "undefined";
          case "string":
            return "string";
          case "number":
            return Number.isNaN(data) ? "nan" : "number";
          case "boolean":
            return "boolean";
          case "function":
            return "function";
          case "bigint":
            return "bigint";
          case "symbol":
            return "symbol";
          case "object":
            if (Array.isArray(data)) {
              return "array";
            }
            if (data === null) {
              return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
              return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
              return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
              return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
              return "date";
            }
            if (typeof File !== "undefined" && data instanceof File) {
              return "file";
            }
            return "object";
          default:
            throw new Error(`Unknown data type: ${t}`);
        }
      };
      const propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
      const primitiveTypes = /* @__PURE__ */ new Set([
        "string",
        "number",
        "bigint",
        "boolean",
        "symbol",
        "undefined"
      ]);
      function escapeRegex(str) {
        return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      }
      function clone(inst, def, params) {
        const cl = new inst._zod.constr(def ?? inst._zod.def);
        if (!def || params?.parent)
          cl._zod.parent = inst;
        return cl;
      }
      function normalizeParams(_params) {
        const params = _params;
        if (!params)
          return {};
        if (typeof params === "string")
          return { error: () => params };
        if (params?.message !== void 0) {
          if (params?.error !== void 0)
            throw new Error("Cannot specify both `message` and `error` params");
          params.error = params.message;
        }
        delete params.message;
        if (typeof params.error === "string")
          return { ...params, error: () => params.error };
        return params;
      }
      function createTransparentProxy(getter) {
        let target;
        return new Proxy({}, {
          get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
          },
          set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
          },
          has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
          },
          deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
          },
          ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
          },
          getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
          },
          defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
          }
        });
      }
      function stringifyPrimitive(value) {
        if (typeof value === "bigint")
          return value.toString() + "n";
        if (typeof value === "string")
          return `"${value}"`;
        return `${value}`;
      }
      function optionalKeys(shape) {
        return Object.keys(shape).filter((k) => {
          return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
        });
      }
      const NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
        safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
        int32: [-2147483648, 2147483647],
        uint32: [0, 4294967295],
        float32: [-34028234663852886e22, 34028234663852886e22],
        float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
      }))();
      const BIGINT_FORMAT_RANGES = {
        int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
        uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
      };
      function pick(schema, mask) {
        const currDef = schema._zod.def;
        const checks2 = currDef.checks;
        const hasChecks = checks2 && checks2.length > 0;
        if (hasChecks) {
          throw new Error(".pick() cannot be used on object schemas containing refinements");
        }
        const newShape = {};
        mirrorShape(newShape, schema, maskedKeys(schema, mask));
        return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
      }
      function maskedKeys(schema, mask) {
        const raw = sourceShape(schema);
        const keys = [];
        for (const key of Reflect.ownKeys(mask)) {
          if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
          }
          if (mask[key])
            keys.push(key);
        }
        return keys;
      }
      function omit(schema, mask) {
        const currDef = schema._zod.def;
        const checks2 = currDef.checks;
        const hasChecks = checks2 && checks2.length > 0;
        if (hasChecks) {
          throw new Error(".omit() cannot be used on object schemas containing refinements");
        }
        const omitted = new Set(maskedKeys(schema, mask));
        const newShape = {};
        mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
        return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
      }
      function extend(schema, shape) {
        if (!isPlainObject(shape)) {
          throw new Error("Invalid input to extend: expected a plain object");
        }
        const checks2 = schema._zod.def.checks;
        const hasChecks = checks2 && checks2.length > 0;
        if (hasChecks) {
          const existingShape = sourceShape(schema);
          for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
              throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
          }
        }
        return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
      }
      function extended(schema, shape) {
        const newShape = {};
        mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
        mirrorProps(newShape, shape);
        return newShape;
      }
      function safeExtend(schema, shape) {
        if (!isPlainObject(shape)) {
          throw new Error("Invalid input to safeExtend: expected a plain object");
        }
        return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
      }
      function merge(a, b) {
        if (!b?._zod?.def) {
          throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
        }
        if (a._zod.def.checks?.length) {
          throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
        }
        const newShape = {};
        mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
        mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
        const def = mergeDefs(a._zod.def, {
          shape: newShape,
          get catchall() {
            return b._zod.def.catchall;
          },
          checks: b._zod.def.checks ?? []
        });
        return clone(a, def);
      }
      function partial(Class2, schema, mask, name = "partial") {
        const currDef = schema._zod.def;
        const checks2 = currDef.checks;
        const hasChecks = checks2 && checks2.length > 0;
        if (hasChecks) {
          throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
        }
        const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
        const newShape = {};
        mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
        return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
      }
      function required(Class2, schema, mask) {
        const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
        const newShape = {};
        mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
          // overwrite with non-optional
          selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
        ));
        return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
      }
      function aborted(x, startIndex = 0) {
        if (x.aborted === true)
          return true;
        for (let i = startIndex; i < x.issues.length; i++) {
          if (x.issues[i]?.continue !== true) {
            return true;
          }
        }
        return false;
      }
      function explicitlyAborted(x, startIndex = 0) {
        if (x.aborted === true)
          return true;
        for (let i = startIndex; i < x.issues.length; i++) {
          if (x.issues[i]?.continue === false) {
            return true;
          }
        }
        return false;
      }
      function prefixIssues(path, issues) {
        return issues.map((iss) => {
          var _a;
          (_a = iss).path ?? (_a.path = []);
          iss.path.unshift(path);
          return iss;
        });
      }
      function unwrapMessage(message) {
        return typeof message === "string" ? message : message?.message;
      }
      function sizeCaps(defChecks) {
        const caps = [];
        for (const ch of defChecks ?? []) {
          const d = ch._zod.def;
          if (!/_(length|size)$|_equals$/.test(d.check))
            break;
          const max = d.maximum ?? d.length ?? d.size;
          if (max >= 0)
            caps.push([max, ch]);
        }
        return caps;
      }
      function attachSchema(issues, start, inst) {
        var _a;
        for (let i = start; i < issues.length; i++) {
          (_a = issues[i]).schema ?? (_a.schema = inst);
        }
      }
      function finalizeIssue(iss, ctx, config) {
        var _a;
        const traits = iss.inst?._zod?.traits;
        if (traits?.has("$ZodType")) {
          if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
          else
            iss.schema = iss.inst;
        }
        const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
        const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input";
        const full = {};
        for (const k of Object.keys(iss)) {
          if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
          full[k] = iss[k];
        }
        full.path ?? (full.path = []);
        full.message = message;
        if (ctx?.reportInput) {
          full.input = iss.input;
        }
        return full;
      }
      function getSizableOrigin(input) {
        if (input instanceof Set)
          return "set";
        if (input instanceof Map)
          return "map";
        if (input instanceof File)
          return "file";
        return "unknown";
      }
      const highSurrogate = /[\uD800-\uDBFF]/;
      function codePointLength(str) {
        const units = str.length;
        if (!highSurrogate.test(str))
          return units;
        let count = units;
        for (let i = 0; i < units - 1; i++) {
          if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
            count--;
            i++;
          }
        }
        return count;
      }
      function getLengthableOrigin(input) {
        if (Array.isArray(input))
          return "array";
        if (typeof input === "string")
          return "string";
        return "unknown";
      }
      function parsedType(data) {
        const t = typeof data;
        switch (t) {
          case "number": {
            return Number.isNaN(data) ? "nan" : "number";
          }
          case "object": {
            if (data === null) {
              return "null";
            }
            if (Array.isArray(data)) {
              return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
              return obj.constructor.name;
            }
          }
        }
        return t;
      }
      function issue(...args) {
        const [iss, input, inst] = args;
        if (typeof iss === "string") {
          return {
            message: iss,
            code: "custom",
            input,
            inst
          };
        }
        return { ...iss };
      }
      function cleanEnum(obj) {
        return Object.entries(obj).filter(([k, _]) => {
          return Number.isNaN(Number.parseInt(k, 10));
        }).map((el) => el[1]);
      }
      function base64ToUint8Array(base64) {
        const binaryString = atob(base64);
        const bytes = new Uint8Array(binaryString.length);
        for (let i = 0; i < binaryString.length; i++) {
          bytes[i] = binaryString.charCodeAt(i);
        }
        return bytes;
      }
      function uint8ArrayToBase64(bytes) {
        let binaryString = "";
        for (let i = 0; i < bytes.length; i++) {
          binaryString += String.fromCharCode(bytes[i]);
        }
        return btoa(binaryString);
      }
      function base64urlToUint8Array(base64url) {
        const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
        const padding = "=".repeat((4 - base64.length % 4) % 4);
        return base64ToUint8Array(base64 + padding);
      }
      function uint8ArrayToBase64url(bytes) {
        return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
      }
      function hexToUint8Array(hex) {
        const cleanHex = hex.replace(/^0x/, "");
        if (cleanHex.length % 2 !== 0) {
          throw new Error("Invalid hex string length");
        }
        const bytes = new Uint8Array(cleanHex.length / 2);
        for (let i = 0; i < cleanHex.length; i += 2) {
          bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
        }
        return bytes;
      }
      function uint8ArrayToHex(bytes) {
        return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
      }
      class Class {
        constructor(..._args) {
        }
      }
      function members(proto, table) {
        for (const key in table) {
          const desc = Object.getOwnPropertyDescriptor(table, key);
          if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
          else
            defineBound(proto, key, desc.value);
        }
      }
      function own(inst, key, value, enumerable = true) {
        Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
        return value;
      }
      function hide(inst, key, value) {
        return own(inst, key, value, false);
      }
      function derived(computes, table) {
        for (const key in computes) {
          const compute = computes[key];
          Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
              return own(this, key, compute(this));
            },
            set(value) {
              own(this, key, value);
            }
          });
        }
        return table;
      }
      function defineBound(proto, key, fn) {
        Object.defineProperty(proto, key, {
          configurable: true,
          get() {
            return this == null ? fn : own(this, key, fn.bind(this));
          },
          set(value) {
            own(this, key, value);
          }
        });
      }
      function claim(inst, sentinel) {
        const proto = Object.getPrototypeOf(inst);
        return sentinel in proto ? void 0 : proto;
      }
      let installing;
      let broke = false;
      const breaker = {
        configurable: true,
        get() {
          broke = true;
          return void 0;
        }
      };
      function defineLazyInternal(inst, key, compute) {
        const proto = Object.getPrototypeOf(inst._zod);
        if (key in proto && installing !== inst._zod) {
          installing = void 0;
          return;
        }
        installing = inst._zod;
        Object.defineProperty(proto, key, {
          configurable: true,
          get() {
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
              const value = compute(this);
              if (broke)
                delete this[key];
              else
                Object.defineProperty(this, key, { configurable: true, writable: true, value });
              broke = broke || outer;
              return value;
            } catch (err) {
              delete this[key];
              broke = broke || outer;
              throw err;
            }
          },
          set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
          }
        });
      }
      function installLazyProp(inst, key, make, enumerable) {
        const proto = claim(inst, key);
        if (!proto)
          return;
        Object.defineProperty(proto, key, {
          configurable: true,
          get() {
            const desc = { configurable: true, writable: true, enumerable, value: void 0 };
            Object.defineProperty(this, key, desc);
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
          },
          set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
          }
        });
      }
      const CONSTANT_CATCH = "~constantCatch";
      function constantCatch(value) {
        const fn = () => value;
        fn[CONSTANT_CATCH] = true;
        return fn;
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=691.index.js.map
