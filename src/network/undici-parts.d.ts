// Types for the files of undici that proxy.ts loads one by one: undici types its index only.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: typeof import('undici').Agent
  export default Agent
}
declare module 'undici/lib/dispatcher/pool.js' {
  const Pool: typeof import('undici').Pool
  export default Pool
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  const ProxyAgent: typeof import('undici').ProxyAgent
  export default ProxyAgent
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  const Dispatcher: typeof import('undici').Dispatcher
  export default Dispatcher
}
declare module 'undici/lib/api/api-connect.js' {
  const connect: import('undici').Dispatcher['connect']
  export default connect
}
