import Foundation
import PlotlineCore
import PlotlineValues

/// The builtin functions and constants every session has: math, `stride`, `zip`, `min`/`max`, `abs`,
/// `type(of:)`, `assert`, and the operators as functions (`reduce(0, +)`, `sorted(by: >)`).
///
/// Functions that talk to the notebook (`print`, `display`, `clearOutput`) belong to the session.
public enum GlobalFunctions {
    /// Every builtin by name.
    public static var all: [String: Value] {
        var table: [String: Value] = ["pi": .double(Double.pi)]
        for function in math + [absolute, minimum, maximum, zipFunction, typeOf] + checkFunctions + stoppingFunctions {
            table[function.name] = .callable(function)
        }
        table["stride"] = .callable(strideFunction)
        for function in operators { table[function.name] = .callable(function) }
        return table
    }

    // MARK: - Math

    private static func unary(_ name: String, _ doc: String, _ body: @escaping (Double) -> Double) -> BuiltinFunction {
        BuiltinFunction(name, parameters: [Parameter(nil, "x", type: .double)], returns: .double, doc: doc) { arguments in
            .double(body(try Double.fromValue(arguments[0])))
        }
    }

    private static func binary(_ name: String, _ first: String, _ second: String, _ doc: String, _ body: @escaping (Double, Double) -> Double) -> BuiltinFunction {
        BuiltinFunction(
            name, parameters: [Parameter(nil, first, type: .double), Parameter(nil, second, type: .double)],
            returns: .double, doc: doc
        ) { arguments in
            .double(body(try Double.fromValue(arguments[0]), try Double.fromValue(arguments[1])))
        }
    }

    static var math: [BuiltinFunction] {
        [
            unary("sin", "The sine of an angle in radians.", Foundation.sin),
            unary("cos", "The cosine of an angle in radians.", Foundation.cos),
            unary("tan", "The tangent of an angle in radians.", Foundation.tan),
            unary("asin", "The arcsine, in radians.", Foundation.asin),
            unary("acos", "The arccosine, in radians.", Foundation.acos),
            unary("atan", "The arctangent, in radians.", Foundation.atan),
            binary("atan2", "y", "x", "The angle of the point (x, y), in radians.", Foundation.atan2),
            unary("exp", "e raised to a power.", Foundation.exp),
            unary("log", "The natural logarithm.", Foundation.log),
            unary("log10", "The base-10 logarithm.", Foundation.log10),
            unary("log2", "The base-2 logarithm.", Foundation.log2),
            unary("sqrt", "The square root.", Foundation.sqrt),
            binary("pow", "x", "y", "x raised to the power y.", Foundation.pow),
            unary("floor", "The largest integral value not greater than x.", Foundation.floor),
            unary("ceil", "The smallest integral value not less than x.", Foundation.ceil),
            unary("round", "The nearest integral value, halves away from zero.", Foundation.round),
        ]
    }

    private static var absolute: BuiltinFunction {
        BuiltinFunction(
            "abs", parameters: [Parameter(nil, "x", type: .double)], returns: .double, doc: "The absolute value (an Int stays an Int)."
        ) { arguments in
            switch arguments[0] {
            case .int(let int):
                guard int != Int.min else { throw ModelError(.valueError, "arithmetic overflow: abs(\(int)) does not fit in 'Int'") }
                return .int(abs(int))
            default:
                return .double(abs(try Double.fromValue(arguments[0])))
            }
        }
    }

    private static func extreme(_ name: String, smallest: Bool) -> BuiltinFunction {
        BuiltinFunction(
            name, parameters: [Parameter(nil, "values", type: .any)], variadicIndex: 0, returns: .any,
            doc: smallest ? "The smallest of the arguments (or of one array)." : "The largest of the arguments (or of one array)."
        ) { arguments in
            guard case .array(var values) = arguments[0] else { return .none }
            if values.count == 1, case .array(let elements) = values[0] { values = elements }
            guard !values.isEmpty else {
                throw ModelError(.valueError, "\(name) needs at least one value")
            }
            return try BuiltinTypes.extreme(values, smallest: smallest)
        }
    }

    private static var minimum: BuiltinFunction { extreme("min", smallest: true) }
    private static var maximum: BuiltinFunction { extreme("max", smallest: false) }

    // MARK: - Sequences

    private static var strideFunction: OverloadSet {
        OverloadSet("stride", [
            BuiltinFunction(
                "stride", parameters: [Parameter("from", "start", type: .double), Parameter("to", "end", type: .double), Parameter("by", "stride", type: .double)],
                doc: "The numbers from start towards end (excluded) in steps."
            ) { arguments in
                .object(try StrideSequence(start: arguments[0], end: arguments[1], step: arguments[2], isInclusive: false))
            },
            BuiltinFunction(
                "stride", parameters: [Parameter("from", "start", type: .double), Parameter("through", "end", type: .double), Parameter("by", "stride", type: .double)],
                doc: "The numbers from start towards end (included when reached) in steps."
            ) { arguments in
                .object(try StrideSequence(start: arguments[0], end: arguments[1], step: arguments[2], isInclusive: true))
            },
        ])
    }

    private static var zipFunction: BuiltinFunction {
        BuiltinFunction(
            "zip", parameters: [Parameter(nil, "sequence1", type: .any), Parameter(nil, "sequence2", type: .any)],
            returns: .array(.array(.any)), doc: "Pairs [a, b] of the elements of two sequences, as long as the shorter."
        ) { arguments in
            let first = try ValueSequence.elements(of: arguments[0])
            let second = try ValueSequence.elements(of: arguments[1])
            let count = min(first.count, second.count)
            let pairBytes = MemoryFootprint.valueBytes + MemoryFootprint.array(count: 2)
            try ExecutionGuard.reserve(MemoryFootprint.product(count, pairBytes, plus: 0), for: "the array of pairs")
            var loop = LoopGuard()
            return .array(try zip(first, second).map { pair in
                try loop.tick()
                return .array([pair.0, pair.1])
            })
        }
    }

    private static var typeOf: BuiltinFunction {
        BuiltinFunction(
            "type", parameters: [Parameter("of", "value", type: .any)], returns: .any, doc: "The type of a value."
        ) { arguments in
            switch arguments[0] {
            case .array, .dictionary: return .string(arguments[0].printedTypeName)
            default: break
            }
            if let table = Members.table(for: arguments[0]) { return .type(table.descriptor) }
            return .string(arguments[0].typeName)
        }
    }

    /// `assert(condition, message)`, and `precondition`, the name Swift gives the check optimized builds keep.
    private static var checkFunctions: [BuiltinFunction] {
        [("assert", "assertion failed"), ("precondition", "precondition failed")].map { name, failure in
            BuiltinFunction(
                name,
                parameters: [Parameter(nil, "condition", type: .bool), Parameter(nil, "message", type: .string, default: .string(""))],
                doc: "Stops with an error when the condition is false."
            ) { arguments in
                guard case .bool(let holds) = arguments[0] else { throw ModelError.typeMismatch(expected: .bool, actual: arguments[0]) }
                if !holds {
                    let message = Value.displayedPrintText([arguments[1]], separator: "", terminator: "")
                    throw ModelError(.runtimeError, message.isEmpty ? failure : "\(failure): \(message)")
                }
                return .none
            }
        }
    }

    /// `fatalError(message)` and `preconditionFailure(message)`: they never return, so a `guard`'s `else` may end
    /// with one. The cell stops with a `RuntimeError` (the kernel goes on).
    private static var stoppingFunctions: [BuiltinFunction] {
        [("fatalError", "Fatal error"), ("preconditionFailure", "Precondition failure")].map { name, prefix in
            BuiltinFunction(
                name, parameters: [Parameter(nil, "message", type: .string, default: .string(""))],
                doc: "Stops the cell with an error; it never returns."
            ) { arguments in
                let message = Value.displayedPrintText([arguments[0]], separator: "", terminator: "")
                throw ModelError(.runtimeError, message.isEmpty ? prefix : "\(prefix): \(message)")
            }
        }
    }

    /// The functions that never return, which end a `guard`'s `else` as `return` does.
    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure"]

    // MARK: - Operators as functions

    private static var operators: [BuiltinFunction] {
        let names: [BinaryOperator] = [.add, .subtract, .multiply, .divide, .remainder, .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual]
        return names.map { op in
            BuiltinFunction(
                op.rawValue, parameters: [Parameter(nil, "lhs", type: .any), Parameter(nil, "rhs", type: .any)], returns: .any,
                doc: "The operator '\(op.rawValue)' as a function."
            ) { arguments in
                try Arithmetic.apply(op, arguments[0], arguments[1])
            }
        }
    }
}
