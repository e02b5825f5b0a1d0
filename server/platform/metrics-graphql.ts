import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';

/** Names past this many distinct ones count as 'other': any client may name its operations. */
const MAX_OPERATION_NAMES = 200;
const NAME = /^[A-Za-z0-9_]{1,64}$/;

/**
 * A Yoga plugin timing each GraphQL operation's execution under its name (`anonymous` without
 * one) and type, and counting the operations answered with errors: refused by validation, or
 * with errors from execution. The label values stay bounded (NAME, MAX_OPERATION_NAMES).
 */
export function useOperationMetrics(metrics: Metrics): Plugin {
  const known = new Set<string>();
  const labelsOf = (document: DocumentNode, operationName: string | null | undefined) => {
    const operation = getOperationAST(document, operationName);
    const name = operation?.name?.value;
    let label = name === undefined ? 'anonymous' : NAME.test(name) ? name : 'other';
    if (name !== undefined && label !== 'other' && !known.has(label)) {
      if (known.size < MAX_OPERATION_NAMES) known.add(label);
      else label = 'other';
    }
    return { operation: label, type: operation?.operation ?? 'unknown' };
  };
  return {
    onValidate({ params, context }) {
      return ({ valid }) => {
        const operationName = (context as { params?: { operationName?: string } }).params?.operationName;
        if (!valid) metrics.graphqlErrors.inc(labelsOf(params.documentAST, operationName));
      };
    },
    onExecute({ args }) {
      const labels = labelsOf(args.document, args.operationName);
      const end = metrics.graphqlDuration.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          end();
          // A stream (subscriptions, @defer) is timed until its first result, and never counted as failed.
          if ('errors' in result && result.errors?.length) metrics.graphqlErrors.inc(labels);
        },
      };
    },
  };
}
