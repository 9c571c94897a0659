import PlotlineCore
import PlotlineValues

/// Writes random programs from the language's grammar, using the model's real member tables so that many of
/// them get past name checks and reach the model with ordinary and absurd values.
struct ProgramGenerator {
    /// A variable the program has declared, with the model type it holds when known.
    private struct Variable {
        var name: String
        var type: TypeDescriptor?
        var isMutable: Bool
        var isNumeric = false
    }

    private var random: FuzzRandom
    private let types: [TypeDescriptor]
    private var variables: [Variable] = []
    private var functions: [(name: String, labels: [String?])] = []
    private var classes: [String] = []
    private var depth = 0
    private var loopDepth = 0
    private var counter = 0

    /// Makes a generator over the model's types.
    init(random: FuzzRandom, types: [TypeDescriptor]) {
        self.random = random
        self.types = types
    }

    /// A program of a few statements.
    mutating func program() -> String {
        (0..<random.between(1, 12)).map { _ in statement() }.joined(separator: random.chance(90) ? "\n" : "; ")
    }

    // MARK: - Statements

    private mutating func statement() -> String {
        depth += 1
        defer { depth -= 1 }
        let nested = depth < 4
        switch random.below(nested ? 24 : 11) {
        case 0, 1: return modelDeclaration()
        case 2: return declaration()
        case 3, 4: return propertyAssignment()
        case 5: return methodCall()
        case 6: return assignment()
        case 7: return "print(\(list(of: 1...3) { $0.random.chance(50) ? $0.numeric() : $0.expression() }))"
        case 8: return keyValueCoding()
        case 9: return loopControl() ?? expression()
        case 10: return expression()
        case 11, 12: return ifStatement()
        case 13, 14: return forStatement()
        case 15: return whileStatement()
        case 16: return "repeat {\n\(block())\n} while \(comparison())"
        case 17: return functionDeclaration()
        case 18: return functionCall()
        case 19: return switchStatement()
        case 20: return guardStatement() ?? ifStatement()
        case 21: return doStatement()
        case 22:
            switch random.below(6) {
            case 0: return "defer {\n\(block())\n}"
            case 1, 2: return classDeclaration()
            case 3: return enumDeclaration()
            case 4: return extensionDeclaration()
            case 5 where random.chance(50): return animation()
            default: return protocolDeclaration()
            }
        default: return "display(\(anyVariable() ?? expression()))"
        }
    }

    /// The statements of a block; the names they declare go out of scope after it.
    private mutating func block() -> String {
        let outer = variables.count
        defer { variables.removeSubrange(min(outer, variables.count)...) }
        return (0..<random.between(0, 4)).map { _ in statement() }.joined(separator: "\n")
    }

    private mutating func freshName() -> String {
        counter += 1
        return random.pick(["x", "y", "v", "plot", "axis", "graph", "style", "r", "data", "n"]) + String(counter)
    }

    private mutating func declaration() -> String {
        let name = freshName()
        let isMutable = random.chance(60)
        let keyword = isMutable ? "var" : "let"
        var variable = Variable(name: name, type: nil, isMutable: isMutable)
        defer { variables.append(variable) }
        if random.chance(40) {
            variable.isNumeric = true
            return "\(keyword) \(name) = \(numeric())"
        }
        if random.chance(15) {
            // Several names in one declaration: values each, or a type after the names.
            variable.isNumeric = true
            let other = freshName()
            variables.append(Variable(name: other, type: nil, isMutable: isMutable))
            return random.chance(70)
                ? "\(keyword) \(name) = \(numeric()), \(other) = \(expression())"
                : "\(keyword) \(other), \(name): \(random.pick(["Double", "Int"])) \(random.chance(80) ? "= \(number())" : "")"
        }
        if random.chance(30) {
            let (spelling, type) = annotation()
            variable.type = type.modelDescriptor
            return "\(keyword) \(name): \(spelling) = \(value(of: type))"
        }
        return "\(keyword) \(name) = \(expression())"
    }

    private mutating func modelDeclaration() -> String {
        let type = random.pick(types.filter { !$0.initializers.isEmpty || !$0.staticMethods.isEmpty })
        let name = freshName()
        let variable = Variable(name: name, type: type, isMutable: random.chance(70))
        defer { variables.append(variable) }
        return "\(variable.isMutable ? "var" : "let") \(name) = \(construction(of: type))"
    }

    private mutating func propertyAssignment() -> String {
        guard let (name, type) = modelVariable(), let property = type.properties.filter(\.isSettable).randomElement(using: &random) else {
            return modelDeclaration()
        }
        var target = "\(name).\(property.name)"
        var propertyType = property.type
        if let nested = propertyType.modelDescriptor, nested.kind == .value,
           let inner = nested.properties.filter(\.isSettable).randomElement(using: &random), random.chance(40) {
            target += ".\(inner.name)"
            propertyType = inner.type
        }
        let op = ProgramGenerator.isNumeric(propertyType) && random.chance(25) ? random.pick(["+=", "-=", "*=", "/="]) : "="
        return "\(target) \(op) \(value(of: propertyType))"
    }

    private mutating func methodCall() -> String {
        guard let (name, type) = modelVariable(), let method = type.methods.randomElement(using: &random) else {
            return functionCall()
        }
        return "\(name).\(method.name)(\(arguments(for: method.parameters)))"
    }

    private mutating func assignment() -> String {
        guard let variable = variables.filter(\.isMutable).randomElement(using: &random) else { return declaration() }
        let op = random.pick(["=", "=", "+=", "-=", "*=", "/=", "%="])
        return "\(variable.name) \(op) \(variable.isNumeric && random.chance(80) ? numeric() : expression())"
    }

    private mutating func keyValueCoding() -> String {
        let receiver = anyVariable() ?? "[[\"a\": 1, \"b\": 2.5], [\"a\": 3, \"b\": nil]]"
        let path = random.pick([
            "@count", "@sum.a", "@avg.b", "@min.a", "@max.b", "@distinctUnionOfObjects.a", "title", "plotAreaFrame.paddingLeft",
            "axisSet.xAxis.majorIntervalLength", "@bogus.a", "a..b", "", "dataLineStyle.lineWidth", "@max",
        ])
        if random.chance(40) { return "\(receiver).setValue(\(expression()), forKeyPath: \"\(path)\")" }
        return "\(receiver).value(forKeyPath: \"\(path)\")"
    }

    private mutating func loopControl() -> String? {
        guard loopDepth > 0 else { return nil }
        return random.pick(["break", "continue"])
    }

    /// `switch` over a number, a string, a Boolean or a model enumeration, with ranges, several patterns, `where`,
    /// bindings and `fallthrough`; `default` most of the time (a missing one is an exhaustiveness error to report).
    private mutating func switchStatement() -> String {
        let subjects = [numeric(), "\"web-\(random.below(3))\"", boolean(), "ScaleType.linear", "ScaleType.dateTime",
                        expression(), "(\(number()), \(boolean()))"]
        var text = "switch \(random.pick(subjects)) {\n"
        let caseCount = random.between(1, 4)
        for index in 0..<caseCount {
            let pattern = random.pick([
                number(), "\(number())...\(number())", "\(number())..<\(number())", "\(number()), \(number())",
                "..<\(number())", "...\(number())", "\(number())...",
                "\"web-1\", \"web-2\"", "true", "false", ".linear, .log", ".dateTime", "let s\(counter) where \(comparison())",
                "_", expression(), "(\(number()), _)", "(let a\(counter), true)", "(_, let b\(counter)) where \(comparison())",
            ])
            text += "case \(pattern):\n\(block())\n"
            text += index < caseCount - 1 && random.chance(20) ? "fallthrough\n" : random.chance(40) ? "break\n" : "print(\(index))\n"
        }
        if random.chance(80) { text += "default:\n\(block())\nbreak\n" }
        return text + "}"
    }

    /// A class with stored and computed properties, an initializer and methods, sometimes a subclass or a plot
    /// data source, then a use of it.
    private mutating func classDeclaration() -> String {
        let name = "C\(counter)"
        counter += 1
        let parent = random.chance(30) && !classes.isEmpty ? ": \(random.pick(classes))" : random.chance(20) ? ": PlotDataSource" : ""
        var body = "var v = \(number())\nlet k: Double = \(random.pick(["0.5", "2", number()]))\n"
        if random.chance(50) { body += "var twice: Double { Double(v) * 2 }\n" }
        if random.chance(50) { body += "init(v: Int = 1) {\nself.v = v\n}\n" }
        let isStruct = parent.isEmpty && random.chance(40)
        body += "\(isStruct && random.chance(80) ? "mutating " : "")func bump(by n: Int = 1) -> Int {\nv += n\nreturn v\n}\n"
        if parent == ": PlotDataSource" {
            body += "func numberOfRecords(for plot: Plot) -> Int { \(random.pick(["3", "v", "-1", "0"])) }\n"
            body += "func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { \(random.pick(["Double(recordIndex)", "nil", "k"])) }\n"
        }
        classes.append(name)
        let use = random.pick([
            "let i\(counter) = \(name)()\ni\(counter).bump()", "\(name)().bump(by: \(number()))", "print(\(name)())",
            "ScatterPlot(identifier: \"u\").dataSource = \(name)()",
        ])
        return "\(isStruct ? "struct" : "class") \(name)\(parent) {\n\(body)}\n\(isStruct ? "var" : "let") s\(counter) = \(name)()\ns\(counter).bump()\n\(use)"
    }

    /// A graph animated by Core Plot's `Animation.animate` or grown in, with values that may not animate, then shown
    /// (the fuzz run renders it when asked to).
    private mutating func animation() -> String {
        let name = "A\(counter)"
        counter += 1
        let property = random.pick([
            ("defaultPlotSpace", "\"xRange\"", "PlotRange(location: 0, length: \(number()))"), ("", "\"paddingLeft\"", number()),
            ("", "\"title\"", "\"t\""), ("allPlots[0]", "\"dataLineStyle.lineWidth\"", number()),
            ("allPlots[0]", "\"dataLineStyle.lineColor\"", ".red"), ("", "\"bogus\"", "1"),
        ])
        let target = property.0.isEmpty ? name : "\(name).\(property.0)"
        let duration = random.pick(["0", "0.1", "1", "-1", "100", number()])
        let curve = random.pick([".linear", ".bounceOut", ".easeInOutQuad", ".elasticIn", ".nope"])
        var text = "let \(name) = XYGraph(width: 120, height: 80)\n\(name).add(ScatterPlot(x: [0, 1, 2], y: [1, \(number()), 2]))\n"
        text += random.chance(50)
            ? "Animation.animate(\(target), property: \(property.1), to: \(property.2), duration: \(duration), curve: \(curve), delay: \(random.pick(["0", "0.2", "-1"])))\n"
            : "\(name).animate(xAxisDuration: \(duration), yAxisDuration: \(random.pick(["0", "0.3", "2"])), easing: \(curve))\n"
        return text + "display(\(name))"
    }

    /// An extension of a class or struct declared earlier (or of a name that is none), sometimes adopting a data
    /// source protocol or with what an extension may not have, then a use of what it added.
    private mutating func extensionDeclaration() -> String {
        if random.chance(40) { return modelTypeExtension() }
        let target = random.chance(85) && !classes.isEmpty ? random.pick(classes) : random.pick(["XYGraph", "Nope", "Int"])
        let adopts = random.pick(["", "", ": PlotDataSource", ": Formatter", ": AxisDelegate", ": Comparable"])
        var body = "var half: Double { Double(v) / 2 }\nstatic let tag = \"\(number())\"\nfunc shown() -> String { \"\\(v)\" }\n"
        switch adopts {
        case ": PlotDataSource":
            body += "func numberOfRecords(for plot: Plot) -> Int { 2 }\nfunc barFill(for plot: Plot, recordIndex: Int) -> Color? { recordIndex == 0 ? .red : nil }\n"
            if random.chance(80) { body += "func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { \(random.pick(["1", "nil", "Double(recordIndex)"])) }\n" }
        case ": Formatter":
            body += "func string(for value: Double) -> String? { \(random.pick(["\"x\"", "nil", "\"\\(value)\""])) }\n"
        case ": AxisDelegate":
            body += "func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Bool { \(random.pick(["false", "true", "1"])) }\n"
        default:
            break
        }
        if random.chance(10) { body += random.pick(["var stored = 1\n", "init() { }\n", "func bump() -> Int { 0 }\n"]) }
        let use = random.pick([
            "print(\(target)().half, \(target).tag)", "print(\(target)().shown())",
            "let g\(counter) = XYGraph()\ng\(counter).axisSet.xAxis.labelFormatter = \(target)()\ndisplay(g\(counter))",
            "let g\(counter) = XYGraph()\ng\(counter).axisSet.yAxis.delegate = \(target)()\ndisplay(g\(counter))",
            "let b\(counter) = BarPlot()\nb\(counter).dataSource = \(target)()\nb\(counter).reloadData()",
        ])
        return "extension \(target)\(adopts) {\n\(body)}\n\(use)"
    }

    /// An extension of a type of the model or of the language (a class, a subclass's superclass, a value, a number),
    /// sometimes with what such an extension may not have, then uses of what it added.
    private mutating func modelTypeExtension() -> String {
        let (target, made) = random.pick([
            ("ScatterPlot", "ScatterPlot()"), ("Plot", "BarPlot()"), ("XYGraph", "XYGraph()"), ("Double", "2.5"),
            ("Color", "Color.red"), ("LineStyle", "LineStyle()"), ("String", "\"s\""), ("Int", "7"),
        ])
        var body = "var tagged: String { \"<\\(self)>\" }\nstatic let tag\(counter) = \(number())\nfunc shown(_ n: Int = 1) -> String { tagged + String(n) }\n"
        if random.chance(30) { body += "static func made() -> \(target) { \(made) }\n" }
        if random.chance(15) {
            body += random.pick([
                "mutating func grow() { }\n", "override func shown() -> String { \"\" }\n", "func count() -> Int { 0 }\n",
                "var settable: Int {\nget { 1 }\nset { }\n}\n", "static var computed: Int { 1 }\n", "func title() -> Int { 1 }\n",
            ])
        }
        let adopts = random.chance(5) ? ": Equatable" : ""
        let use = random.pick([
            "print(\(made).tagged, \(target).tag\(counter))", "print(\(made).shown(\(number())))",
            "let f\(counter) = \(made).shown\nprint(f\(counter)())", "print(\(target).made())",
        ])
        counter += 1
        return "extension \(target)\(adopts) {\n\(body)}\n\(use)"
    }

    /// A protocol, a type adopting it (meeting its requirements or not), sometimes defaults in an extension of the
    /// protocol, and uses of the protocol as a type and in casts.
    private mutating func protocolDeclaration() -> String {
        let name = "P\(counter)"
        let type = "T\(counter)"
        counter += 1
        let requirement = random.pick(["func size() -> Int", "var size: Int { get }", "var size: Int { get set }", "static func size() -> Int"])
        let member = random.pick(["func size() -> Int { 3 }", "var size: Int { 3 }", "var size = 3", "let size = 3", ""])
        let kind = random.pick(["class", "struct", "enum"])
        let cases = kind == "enum" ? "case one\n" : ""
        let made = kind == "enum" ? "\(type).one" : "\(type)()"
        let use = random.pick([
            "let all\(counter): [\(name)] = [\(made)]\nprint(all\(counter).count)", "print(\(made) is \(name), \(made) as? \(name) == nil)",
            "let one\(counter): \(name) = \(made)\nprint(one\(counter))", "print((\(made) as! \(name)))", "print(3 as? \(name) ?? 0)",
        ])
        var defaults = ""
        var extra = ""
        if random.chance(40) {
            defaults = "extension \(name) {\n\(random.pick(["func size() -> Int { 7 }\n", "var size: Int { 7 }\n", ""]))func extra() -> Int { \(random.pick(["1", "extra()", "size() + 1"])) }\n}\n"
            extra = "\nprint(\(made).extra())"
        }
        return "protocol \(name) {\n\(requirement)\n}\n\(defaults)\(kind) \(type): \(name) {\n\(cases)\(member)\n}\n\(use)\(extra)"
    }

    /// An enumeration with plain, raw or associated-value cases and a computed property, then a switch over it or
    /// a throw of it.
    private mutating func enumDeclaration() -> String {
        let name = "E\(counter)"
        counter += 1
        let raw = random.pick(["", ": Int", ": String", ": Error"])
        var cases = raw == ": Int" ? "case a = \(number()), b, c" : raw == ": String" ? "case a, b = \"bee\", c" : "case a, b(Double), c(x: Int, y: Int)"
        if random.chance(10) { cases += "\nvar n = 1" }
        if random.chance(20) { cases += "\nstatic let limit = \(number())\nstatic var count\(counter) = [\(name).a]" }
        if random.chance(5) { return "enum \(name) {\nstatic let high = \(number())\nstatic let low = \(name).high / 4\n}\nprint(\(name).low, \(name).high)" }
        let member = "var twice: Int {\nswitch self {\ncase .a: return 2\ndefault: return 0\n}\n}"
        let use = random.pick([
            "switch \(name).a {\ncase .a: print(1)\ncase .b: print(2)\n}", "print(\(name).a.twice)",
            raw == ": Error" ? "do { throw \(name).b(\(number())) } catch let e as \(name) { print(e) }" : "print(\(name).a == .a)",
            "let v\(counter) = \(name).c\(raw.isEmpty || raw == ": Error" ? "(x: 1, y: \(number()))" : "")\nswitch v\(counter) {\ncase .c(let p, _): print(p)\ndefault: break\n}",
        ])
        return "enum \(name)\(raw) {\n\(cases)\n\(member)\n}\n\(use)"
    }

    /// `guard … else { … }` where something can leave: a loop's `continue`/`break`, or `throw`.
    private mutating func guardStatement() -> String? {
        let exit = loopDepth > 0
            ? random.pick(["continue", "break", "throw ValueError(\"no\")", "fatalError(\"no\")"])
            : random.pick(["throw DataError(\"stop\")", "preconditionFailure()"])
        return "guard \(condition()) else {\n\(block())\n\(exit)\n}"
    }

    /// `do { … } catch … { … }` with typed and `where` clauses, `throw`, `try`, `try?` and `try!`.
    private mutating func doStatement() -> String {
        var text = "do {\n\(block())\n"
        if random.chance(50) { text += "throw \(random.pick(["DataError", "ValueError", "RuntimeError", "Error"]))(\"e\")\n" }
        text += random.pick(["let t\(counter) = try \(expression())", "_ = try? \(expression())", "_ = try! \(expression())", "print(1)"])
        text += "\n}"
        for _ in 0..<random.below(3) {
            text += random.pick([
                " catch {\nprint(error.message)\n}", " catch let e as DataError {\nprint(e.kind)\n}",
                " catch is ValueError {\n\(block())\n}", " catch let e where e.message.isEmpty {\nthrow e\n}",
                " catch let e as DatError {\n}", " catch .a {\nprint(0)\n}", " catch .b(let v) where v > 1 {\nprint(v)\n}",
            ])
        }
        return text
    }

    private mutating func ifStatement() -> String {
        var text = "if \(condition()) {\n\(block())\n}"
        for _ in 0..<random.below(3) { text += " else if \(condition()) {\n\(block())\n}" }
        if random.chance(50) { text += " else {\n\(block())\n}" }
        return text
    }

    /// A condition of `if` or `while`: a comparison, any expression, or an optional binding.
    private mutating func condition() -> String {
        if random.chance(15), let variable = anyVariable() { return "let bound\(counter) = \(variable)" }
        if random.chance(5) { return "case \(random.pick(["1...3", "let c\(counter)", "(1, _)", ".a", "nil"])) = \(operand())" }
        return comparison()
    }

    private mutating func comparison() -> String {
        if random.chance(75) { return boolean() }
        return random.chance(70) ? "\(operand()) \(random.pick(["<", ">", "==", "!=", "<=", ">=", "==="])) \(operand())" : operand()
    }

    /// An operand of an operator: a simple expression, or a compound one in parentheses.
    private mutating func operand() -> String {
        let text = expression()
        return text.contains(" ") ? "(\(text))" : text
    }

    private mutating func forStatement() -> String {
        let name = freshName()
        let sequence = random.pick([
            "0..<\(number())", "1...\(random.between(0, 20))", "stride(from: 0, to: \(number()), by: \(number()))",
            "[1, 2, 3]", "\"abc\"", "[\"a\": 1, \"b\": 2]", expression(),
            "stride(from: 1.0, through: 0.0, by: -0.25)", "Array(0..<5).enumerated()",
        ])
        var pattern = sequence.hasSuffix("enumerated()") || sequence.hasPrefix("[\"") ? "(i\(counter), \(name))" : name
        if random.chance(10) {
            pattern = random.pick(["case let \(pattern)", "case 1...3", "case .some(let \(name))", "case (let \(name), _)", "case .a"])
        }
        let filter = random.chance(20) ? " where \(comparison())" : ""
        loopDepth += 1
        defer { loopDepth -= 1 }
        variables.append(Variable(name: name, type: nil, isMutable: false, isNumeric: sequence.hasPrefix("0..<") || sequence.hasPrefix("1...") || sequence.hasPrefix("stride")))
        defer { variables.removeAll { $0.name == name } }
        return "for \(pattern) in \(sequence)\(filter) {\n\(block())\n}"
    }

    private mutating func whileStatement() -> String {
        let counterName = freshName()
        loopDepth += 1
        defer { loopDepth -= 1 }
        if random.chance(60) {
            return "var \(counterName) = 0\nwhile \(counterName) < \(random.between(0, 30)) {\n\(counterName) += 1\n\(block())\n}"
        }
        return "while \(condition()) {\n\(block())\n}"
    }

    private mutating func functionDeclaration() -> String {
        let name = "f\(counter)"
        counter += 1
        var labels: [String?] = []
        var parameters: [String] = []
        for index in 0..<random.below(4) {
            let label: String? = random.chance(40) ? nil : random.pick(["x", "by", "to", "with", "count"])
            labels.append(label)
            let (spelling, type) = annotation()
            let defaultValue = random.chance(30) ? " = \(value(of: type))" : ""
            parameters.append("\(label ?? "_") p\(index): \(spelling)\(defaultValue)")
        }
        let result = random.chance(60) ? " -> \(annotation().0)" : ""
        let saved = (variables, loopDepth)
        loopDepth = 0
        variables += (0..<parameters.count).map { Variable(name: "p\($0)", type: nil, isMutable: false) }
        let body = random.chance(50) ? expression() : "\(block())\nreturn \(expression())"
        (variables, loopDepth) = saved
        functions.append((name, labels))
        return "func \(name)(\(parameters.joined(separator: ", ")))\(result) {\n\(body)\n}"
    }

    private mutating func functionCall() -> String {
        if let function = functions.randomElement(using: &random) {
            let arguments = function.labels.map { label in (label.map { "\($0): " } ?? "") + expression() }
            if random.chance(70) { return "\(function.name)(\(arguments.joined(separator: ", ")))" }
            return "\(function.name)(\(arguments.dropLast().joined(separator: ", ")))"
        }
        return random.pick([
            "[3, 1, 2].sorted { $0 > $1 }", "\(collection()).map { $0 * 2 }", "\(collection()).filter { $0 > 1 }",
            "\(collection()).reduce(0, +)", "zip([1, 2], [3, 4])", "Array(repeating: \(expression()), count: \(number()))",
            "String(repeating: \"ab\", count: \(number()))", "String(format: \"%.2f %d %@\", \(expression()), \(expression()), \(expression()))",
            "max(\(expression()), \(expression()))", "\(collection()).forEach { print($0) }", "assert(\(comparison()))",
            "type(of: \(expression()))", "Int(\(expression()))", "Double(\(expression()))",
        ])
    }

    // MARK: - Expressions

    /// A number-valued expression (most of the time).
    private mutating func numeric() -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth < 7 else { return number() }
        switch random.below(9) {
        case 0, 1: return number()
        case 2: return random.pick(["0.5", "2.75", "-3.5", "1e-9", "Double.pi", "pi", "1e308", "Double.nan"])
        case 3: return numericVariable() ?? number()
        case 4, 5: return "\(numericOperand()) \(random.pick(["+", "-", "*", "/", "%"])) \(numericOperand())"
        case 6: return "\(random.pick(["sin", "cos", "sqrt", "log", "abs", "floor", "exp", "round"]))(\(numeric()))"
        case 7: return "\(collection()).count"
        default: return modelProperty(numeric: true) ?? number()
        }
    }

    private mutating func numericOperand() -> String {
        let text = numeric()
        return text.contains(" ") ? "(\(text))" : text
    }

    /// A Bool-valued expression (most of the time).
    private mutating func boolean() -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth < 7 else { return random.pick(["true", "false"]) }
        switch random.below(6) {
        case 0: return random.pick(["true", "false"])
        case 1, 2: return "\(numericOperand()) \(random.pick(["<", ">", "==", "!=", "<=", ">=", "==="])) \(numericOperand())"
        case 3: return "(\(boolean())) \(random.pick(["&&", "||"])) (\(boolean()))"
        case 4: return "!(\(boolean()))"
        default: return "\(collection()).isEmpty"
        }
    }

    private mutating func numericVariable() -> String? {
        variables.filter { $0.isNumeric }.randomElement(using: &random)?.name
    }

    /// A property of a model variable, of a numeric type when asked.
    private mutating func modelProperty(numeric: Bool) -> String? {
        guard let (name, type) = modelVariable() else { return nil }
        let properties = type.properties.filter { !numeric || ProgramGenerator.isNumeric($0.type) }
        return properties.randomElement(using: &random).map { "\(name).\($0.name)" }
    }

    private mutating func expression() -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth < 7 else { return literal() }
        switch random.below(16) {
        case 0: return literal()
        case 1, 2: return random.chance(60) ? numeric() : boolean()
        case 3, 4: return anyVariable() ?? literal()
        case 5, 6: return "\(operand()) \(random.pick(["+", "-", "*", "/", "%", "==", "<", "&&", "||", "??", "...", "..<"])) \(operand())"
        case 7 where random.chance(25): return oneSidedRange()
        case 7: return "\(random.pick(["-", "!"]))\(random.chance(50) ? literal() : "(\(expression()))")"
        case 8: return "\(comparison()) ? \(operand()) : \(operand())"
        case 9: return collection()
        case 10: return memberChain()
        case 11: return closure()
        case 12: return "\(random.pick(["sin", "cos", "sqrt", "log", "abs", "floor", "exp", "round"]))(\(expression()))"
        case 13: return construction(of: random.pick(types))
        case 14 where random.chance(10):
            return "\(anyVariable() ?? collection()).map(\\\(random.pick([".count", ".title", ".lineWidth", ".first", ".bogus", "", ".dataLineStyle.lineWidth"])))"
        case 14 where random.chance(20): return "\(anyVariable() ?? "nil") ?? \(random.pick([".red", ".init()", ".none", "[]", ".plainWhite"]))"
        case 14: return "\(anyVariable() ?? "nil")\(random.pick(["?.title", "!", "?[0]", "[0]", ".count", "?.lineWidth"]))"
        case 15 where random.chance(40):
            let type = random.pick(["Int", "Double", "String", "[Double]", "Graph", "ScatterPlot", "Color", "PlotDataSource", "Nope"] + classes)
            return "\(operand()) \(random.pick(["is", "as?", "as!", "as"])) \(type)"
        default: return functionCall()
        }
    }

    /// `a...`, `..<b` or `...b`, alone, as a slice or as a test (`contains`).
    private mutating func oneSidedRange() -> String {
        let range = random.pick(["\(operand())...", "..<\(operand())", "...\(operand())", "\(number())...", "..<\(number())"])
        switch random.below(4) {
        case 0: return "(\(anyVariable() ?? collection()))[\(range)]"
        case 1: return "(\(range)).contains(\(numeric()))"
        case 2: return "(\(range))\(random.pick([".lowerBound", ".upperBound", ".count", ".map { $0 }"]))"
        default: return range
        }
    }

    private mutating func literal() -> String {
        switch random.below(9) {
        case 0, 1: return number()
        case 2: return random.pick(["1.5", "0.1", "-2.5e-3", "1e308", "-1e308", "Double.nan", "Double.infinity", "-0.0", "0xff", "1_000"])
        case 3: return random.pick(["\"s\"", "\"\"", "\"日本語 é 🙂\"", "\"\\(1 + 2) \\t\\n\"", "\"#ff0000\"", "\"#12\"", "\"2024-03-01\""])
        case 4: return random.pick(["true", "false", "nil"])
        case 5: return random.pick([".red", ".automatic", ".ellipse", ".plainWhite", ".x", ".linear", ".none", ".clear", ".bogus"])
        case 6: return random.pick(["Int.max", "Int.min", "Double.pi", "pi", "Date.now", "session"])
        case 7: return random.pick(["Color.red", "PlotSymbol.ellipse()", "Date(year: 2024, month: 2, day: 29)", "PlotRange(location: 0, length: 1)"])
        default: return "\(random.between(-3, 10))"
        }
    }

    private mutating func number() -> String {
        random.pick(["0", "1", "2", "3", "10", "-1", "100", "1000", "100000", "9223372036854775807", "-9223372036854775807", "\(random.below(50))"])
    }

    private mutating func collection() -> String {
        switch random.below(5) {
        case 0: return "[\(list(of: 0...4) { $0.expression() })]"
        case 1: return "[\(list(of: 0...4) { "\"k\($0.counter)\($0.random.below(3))\": \($0.expression())" })]"
        case 2: return "[1, 2.5, 3]"
        case 3: return "(0..<\(random.between(0, 8)))"
        default: return random.pick(["[]", "[:]", "[[1, 2], [3]]", "[\"a\": [1, 2]]"])
        }
    }

    private mutating func memberChain() -> String {
        if let (name, type) = modelVariable() {
            var chain = name
            var current: TypeDescriptor? = type
            for _ in 0..<random.between(1, 3) {
                guard let table = current, let property = table.properties.randomElement(using: &random) else { break }
                chain += ".\(property.name)"
                current = property.type.modelDescriptor
            }
            return chain
        }
        return "\(collection()).\(random.pick(["count", "first", "last", "isEmpty", "sorted()", "reversed()", "min()", "sum()"]))"
    }

    private mutating func closure() -> String {
        random.pick([
            "{ $0 * 2 }", "{ x in x + 1 }", "{ (a: Double, b: Double) -> Double in a * b }", "{ print(\"hi\") }",
            "{ $0 + $1 }", "{ _ in nil }", "{ return $0 }",
        ])
    }

    // MARK: - Typed values

    /// A value of the type, usually right, sometimes extreme, sometimes wrong.
    private mutating func value(of type: ValueType) -> String {
        if random.chance(8) { return expression() }
        depth += 1
        defer { depth -= 1 }
        switch type {
        case .any: return expression()
        case .bool: return random.pick(["true", "false"])
        case .int: return random.chance(80) ? number() : numeric()
        case .double:
            if random.chance(30) { return numeric() }
            return random.pick([number(), "0.5", "2.75", "-3.5", "1e9", "1e-9", "1e308", "-1e308", "Double.nan", "Double.infinity", "72"])
        case .string: return random.pick(["\"Title\"", "\"\"", "\"日本語のタイトル\"", "\"%d %@\"", "\"a\\nb\"", "String(repeating: \"x\", count: 200)"])
        case .array(let element): return "[\((0..<random.below(4)).map { _ in value(of: element) }.joined(separator: ", "))]"
        case .dictionary(_, let element): return "[\"a\": \(value(of: element))]"
        case .optional(let wrapped): return random.chance(20) ? "nil" : value(of: wrapped)
        case .range: return random.pick(["0...10", "-5..<5", "0.5...0.75", "1e300...1e308", "0...0"])
        case .function: return closure()
        case .model(let descriptor): return modelValue(of: descriptor)
        case .tuple(let elements, _): return "(\(elements.map { value(of: $0) }.joined(separator: ", ")))"
        }
    }

    private mutating func modelValue(of descriptor: TypeDescriptor) -> String {
        if descriptor.kind == .object, let existing = variables.filter({ $0.type?.isSubtype(of: descriptor) == true }).randomElement(using: &random) {
            return existing.name
        }
        if descriptor.name == "Color", random.chance(30) { return random.pick(["\"#1f77b4\"", "\"#ff000080\"", "\"red\""]) }
        if descriptor.name == "PlotRange", random.chance(40) { return value(of: .range) }
        let members = descriptor.staticProperties
        if !members.isEmpty, descriptor.kind == .enumeration || random.chance(40) {
            let member = random.pick(members).name
            return random.chance(70) ? ".\(member)" : "\(descriptor.name).\(member)"
        }
        return construction(of: descriptor)
    }

    private mutating func construction(of descriptor: TypeDescriptor) -> String {
        guard depth < 6 else { return descriptor.staticProperties.first.map { "\(descriptor.name).\($0.name)" } ?? "nil" }
        if !descriptor.staticMethods.isEmpty, random.chance(30) {
            let function = random.pick(descriptor.staticMethods)
            return "\(descriptor.name).\(function.name)(\(arguments(for: function.parameters)))"
        }
        guard let initializer = descriptor.initializers.randomElement(using: &random) else {
            return descriptor.staticProperties.first.map { "\(descriptor.name).\($0.name)" } ?? "\(descriptor.name)()"
        }
        return "\(descriptor.name)(\(arguments(for: initializer.parameters)))"
    }

    private mutating func arguments(for parameters: [Parameter]) -> String {
        var arguments: [String] = []
        for parameter in parameters {
            if parameter.hasDefault && random.chance(50) { continue }
            if random.chance(3) { continue }
            let label = random.chance(3) ? "wrong" : parameter.label
            arguments.append((label.map { "\($0): " } ?? "") + value(of: parameter.type))
        }
        if random.chance(4) { arguments.shuffle(using: &random) }
        return arguments.joined(separator: ", ")
    }

    private mutating func annotation() -> (String, ValueType) {
        switch random.below(8) {
        case 0: return ("Int", .int)
        case 1: return ("Double", .double)
        case 2: return ("String", .string)
        case 3: return ("[Double]", .array(.double))
        case 4: return ("Bool?", .optional(.bool))
        default:
            let type = random.pick(types.filter { $0.kind != .namespace })
            return (type.name, .model(type))
        }
    }

    // MARK: - Helpers

    private static func isNumeric(_ type: ValueType) -> Bool {
        switch type.unwrapped {
        case .int, .double: return true
        default: return false
        }
    }

    private mutating func anyVariable() -> String? {
        variables.randomElement(using: &random)?.name
    }

    private mutating func modelVariable() -> (String, TypeDescriptor)? {
        guard let variable = variables.filter({ $0.type != nil }).randomElement(using: &random), let type = variable.type else { return nil }
        return (variable.name, type)
    }

    private mutating func list(of counts: ClosedRange<Int>, _ element: (inout ProgramGenerator) -> String) -> String {
        (0..<random.between(counts.lowerBound, counts.upperBound)).map { _ in element(&self) }.joined(separator: ", ")
    }
}
