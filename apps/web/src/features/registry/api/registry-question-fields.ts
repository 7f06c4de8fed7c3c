import { graphql } from '@/lib/graphql';

/**
 * What every registry screen shows of a question: the list cards, the open question and the answer
 * to an edit, so a lock patched into one reads the same in all. Unmasked: callers read the fields
 * directly.
 */
export const RegistryQuestionFields = graphql(`
  fragment RegistryQuestionFields on QuestionRegistry @_unmask {
    _id
    question
    response
    drafted
    starred
    deleted
    readOnly
    lastEditedAt
    lastUpdateBy {
      _id
      firstName
      lastName
    }
    lockedBy {
      _id
      firstName
      lastName
    }
    lockedUntil
  }
`);
