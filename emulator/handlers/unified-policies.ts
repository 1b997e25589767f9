/**
 * The two read-only Unified Policies operations (v2, Beta), as a deployment that has moved answers
 * them: the detection policy of each enabled product, and the remediation policies. A deployment
 * that has not moved answers 404, as the platform does for an operation it does not serve there.
 */
import type { Handler, HandlerContext } from '../context.js'
import { errorReply, jsonReply } from '../http.js'

const NOT_MIGRATED = 'This deployment does not use Unified Policies.'

/**
 * The detection policy of a moved deployment: Code with rulesets, edits and exceptions; Secrets.
 * Rules added, disabled and excepted are 2, 1 and 3, so that a summary swapping two shows it.
 */
export function detectionPolicyOf(slug: string): unknown {
  return {
    deployment_slug: slug,
    code: {
      bundle: {
        deployment_slug: slug,
        product: 'code',
        rulesets: ['p/default', 'p/owasp-top-ten'],
        rules: ['python.flask.security.audit.debug-enabled', 'javascript.express.xss.raw-html'],
        disabled: ['generic.secrets.gitleaks.generic-api-key'],
        exceptions: [
          {
            exception_type: 'project',
            project: 'acme/legacy-app',
            rule: 'python.lang.security.audit.eval-detected',
            rule_type: 'rule'
          },
          {
            exception_type: 'project',
            project: 'acme/legacy-app',
            rule: 'javascript.express.xss.raw-html',
            rule_type: 'rule'
          },
          {
            exception_type: 'project',
            project: 'acme/scripts',
            rule: 'python.lang.security.audit.subprocess-shell-true',
            rule_type: 'rule'
          }
        ]
      },
      state_version: '17'
    },
    secrets: {
      bundle: { deployment_slug: slug, product: 'secrets', rulesets: ['p/secrets'] },
      state_version: '4'
    }
  }
}

/** The remediation policies of a moved deployment: two active, one not. */
export function remediationPoliciesOf(slug: string): unknown {
  const filters = (severity: string) => ({
    mode: 'all',
    conditions: [{ type: 'severity', values: [severity], mode: 'include' }]
  })
  return {
    bundle: {
      deployment_slug: slug,
      policies: [
        {
          slug: 'block-critical',
          name: 'Block critical findings',
          active: true,
          filters: filters('critical'),
          actions: [{ type: 'block' }]
        },
        {
          slug: 'comment-high',
          name: 'Comment on high findings',
          active: true,
          filters: filters('high'),
          actions: [{ type: 'comment', config: { channel: 'pull-request' } }]
        },
        {
          slug: 'legacy-triage',
          name: 'Legacy triage | old',
          active: false,
          filters: filters('low'),
          actions: [{ type: 'monitor' }]
        }
      ]
    },
    state_version: '9'
  }
}

function slugOf(context: HandlerContext): string {
  return context.deploymentSlug ?? 'deployment'
}

export const getDetectionPolicy: Handler = (_request, context) =>
  context.options.unifiedPolicies === true
    ? jsonReply(200, detectionPolicyOf(slugOf(context)))
    : errorReply(404, NOT_MIGRATED)

export const getRemediationPolicies: Handler = (_request, context) =>
  context.options.unifiedPolicies === true
    ? jsonReply(200, remediationPoliciesOf(slugOf(context)))
    : errorReply(404, NOT_MIGRATED)
