import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isDecimal } from '../rules/money.js';

// Exact decimal numbers (money and rates) travel as strings, never as IEEE doubles.
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number written as a string, e.g. "125000.00". Money amounts have 2 decimals.',
  serialize(value) {
    if (typeof value === 'string' && isDecimal(value)) return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new GraphQLError('Decimal cannot represent this value');
  },
  parseValue(value) {
    if (typeof value === 'string' && isDecimal(value.trim())) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new GraphQLError('Decimal must be a decimal number such as "125000.00"');
  },
  parseLiteral(ast) {
    if ((ast.kind === Kind.STRING || ast.kind === Kind.FLOAT || ast.kind === Kind.INT) && isDecimal(ast.value)) return ast.value;
    throw new GraphQLError('Decimal must be a decimal number such as "125000.00"');
  },
});
