//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

import Foundation

extension MustacheTemplate {
    /// Render template using object
    /// - Parameters:
    ///   - stack: Object
    ///   - context: Context that render is occurring in. Contains information about position in sequence
    ///   - indentation: indentation of partial
    /// - Returns: Rendered text
    func render(context: MustacheContext) -> String {
        var string = ""
        self.render(context: context, into: &string)
        return string
    }

    /// FOLIO PATCH 2: render into one output buffer, shared by the whole render, instead of
    /// returning a string from every token, section and partial to be appended to the next.
    func render(context: MustacheContext, into output: inout String) {
        var context = context

        if let indentation = context.indentation, indentation != "" {
            // As before: a token's output is indented when it is not empty and what this
            // template has written so far ends with a "\n" (a Character, so not "\r\n").
            let start = output.utf8.count
            for token in tokens {
                let mark = output.utf8.count
                let onNewLine = Self.endsWithNewline(output.utf8, from: start)
                self.renderToken(token, context: &context, into: &output)
                if onNewLine, output.utf8.count > mark {
                    output.insert(contentsOf: indentation, at: output.utf8.index(output.utf8.startIndex, offsetBy: mark))
                }
            }
        } else {
            // Each token read in place: iterating copied every token, retaining its payload.
            for index in tokens.indices {
                self.renderToken(tokens[index], context: &context, into: &output)
            }
        }
    }

    /// Whether the part of `utf8` (a text's bytes; the typed render's output) after the first
    /// `start` bytes ends with the Character "\n".
    static func endsWithNewline<Bytes: BidirectionalCollection<UInt8>>(_ utf8: Bytes, from start: Int) -> Bool {
        let count = utf8.count
        guard count > start, utf8.last == UInt8(ascii: "\n") else { return false }
        guard count - start >= 2 else { return true }
        return utf8[utf8.index(utf8.endIndex, offsetBy: -2)] != UInt8(ascii: "\r")
    }

    func renderToken(_ token: Token, context: inout MustacheContext, into output: inout String) {
        switch token {
        case .text(let text):
            output += text

        case .variable(let variable, let transforms):
            if let child = getChild(named: variable, transforms: transforms, context: context) {
                // FOLIO PATCH 5: text first, by its type
                if let text = child as? MustacheText {
                    context.contentType.escapeText(text.text, into: &output)
                } else if let template = child as? MustacheTemplate {
                    template.render(context: context, into: &output)
                } else if let renderable = child as? MustacheCustomRenderable {
                    context.contentType.escapeText(renderable.renderText, into: &output)
                } else if let lambda = child as? MustacheLambda {
                    output += self.renderLambda(lambda, parameter: "", context: context)
                } else {
                    context.contentType.escapeText(String(describing: unwrapIfAnyContainsOptional(child)), into: &output)
                }
            }

        case .unescapedVariable(let variable, let transforms):
            if let child = getChild(named: variable, transforms: transforms, context: context) {
                // FOLIO PATCH 5: text first, by its type
                if let text = child as? MustacheText {
                    output += text.text
                } else if let renderable = child as? MustacheCustomRenderable {
                    output += renderable.renderText
                } else if let lambda = child as? MustacheLambda {
                    output += self.renderUnescapedLambda(lambda, parameter: "", context: context)
                } else {
                    output += String(describing: unwrapIfAnyContainsOptional(child))
                }
            }

        case .section(let variable, let transforms, let template):
            let child = self.getChild(named: variable, transforms: transforms, context: context)
            if let lambda = child as? MustacheLambda {
                output += self.renderUnescapedLambda(lambda, parameter: template.text, context: context)
                return
            }
            self.renderSection(child, with: template, context: context, into: &output)

        case .invertedSection(let variable, let transforms, let template):
            let child = self.getChild(named: variable, transforms: transforms, context: context)
            self.renderInvertedSection(child, with: template, context: context, into: &output)

        case .blockExpansion(let name, let defaultTemplate, let indented):
            if let override = context.inherited?[name] {
                override.render(context: context.withBlockExpansion(indented: indented), into: &output)
            } else {
                defaultTemplate.render(context: context.withBlockExpansion(indented: indented), into: &output)
            }

        case .partial(let name, let indentation, let overrides):
            if var template = context.library?.getTemplate(named: name) {
                #if DEBUG
                if context.reloadPartials {
                    guard let filename = template.filename else {
                        preconditionFailure("Can only use reload if template was generated from a file")
                    }
                    do {
                        guard let partialTemplate = try MustacheTemplate(filename: filename) else {
                            output += "Cannot find template at \(filename)"
                            return
                        }
                        template = partialTemplate
                    } catch {
                        output += "\(error)"
                        return
                    }
                }
                #endif
                template.render(context: context.withPartial(indented: indentation, inheriting: overrides), into: &output)
            }

        case .dynamicNamePartial(let name, let indentation, let overrides):
            let child = self.getChild(named: MustacheName(name), transforms: [], context: context)
            // FOLIO PATCH 5: text names a partial as a String does
            guard let childName = (child as? MustacheText)?.text ?? child as? String else {
                return
            }
            if var template = context.library?.getTemplate(named: childName) {
                #if DEBUG
                if context.reloadPartials {
                    guard let filename = template.filename else {
                        preconditionFailure("Can only use reload if template was generated from a file")
                    }
                    do {
                        guard let partialTemplate = try MustacheTemplate(filename: filename) else {
                            output += "Cannot find template at \(filename)"
                            return
                        }
                        template = partialTemplate
                    } catch {
                        output += "\(error)"
                        return
                    }
                }
                #endif
                template.render(context: context.withPartial(indented: indentation, inheriting: overrides), into: &output)
            }

        case .contentType(let contentType):
            context = context.withContentType(contentType)

        case .blockDefinition:
            fatalError("Should not be rendering block definitions")
        }
    }

    /// Render a section
    /// - Parameters:
    ///   - child: Object to render section for
    ///   - parent: Current object being rendered
    ///   - template: Template to render with
    /// - Returns: Rendered text
    func renderSection(_ child: Any?, with template: MustacheTemplate, context: MustacheContext) -> String {
        var string = ""
        self.renderSection(child, with: template, context: context, into: &string)
        return string
    }

    func renderSection(_ child: Any?, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        switch child {
        case let text as MustacheText:  // FOLIO PATCH 5: never null, not a sequence
            template.render(context: context.withObject(text), into: &output)
        case let array as any MustacheSequence:
            array.renderSection(with: template, context: context, into: &output)
        case let bool as Bool:
            if bool { template.render(context: context, into: &output) }
        case let null as MustacheCustomRenderable where null.isNull == true:
            break
        case .some(let value):
            template.render(context: context.withObject(value), into: &output)
        case .none:
            break
        }
    }

    /// Render an inverted section
    /// - Parameters:
    ///   - child: Object to render section for
    ///   - parent: Current object being rendered
    ///   - template: Template to render with
    func renderInvertedSection(_ child: Any?, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        switch child {
        case is MustacheText:  // FOLIO PATCH 5: never null, not a sequence
            break
        case let array as any MustacheSequence:
            array.renderInvertedSection(with: template, context: context, into: &output)
        case let bool as Bool:
            if !bool { template.render(context: context, into: &output) }
        case let null as MustacheCustomRenderable where null.isNull == true:
            template.render(context: context, into: &output)
        case .some:
            break
        case .none:
            template.render(context: context, into: &output)
        }
    }

    func renderLambda(_ lambda: MustacheLambda, parameter: String, context: MustacheContext) -> String {
        var lambda = lambda
        while true {
            guard let result = lambda(parameter) else { return "" }
            if let string = result as? String {
                do {
                    let newTemplate = try MustacheTemplate(string: context.contentType.escapeText(string))
                    return self.renderSection(context.stack.object, with: newTemplate, context: context)
                } catch {
                    return ""
                }
            } else if let lambda2 = result as? MustacheLambda {
                lambda = lambda2
                continue
            } else {
                return context.contentType.escapeText(String(describing: unwrapIfAnyContainsOptional(result)))
            }
        }
    }

    func renderUnescapedLambda(_ lambda: MustacheLambda, parameter: String, context: MustacheContext) -> String {
        var lambda = lambda
        while true {
            guard let result = lambda(parameter) else { return "" }
            if let string = result as? String {
                do {
                    let newTemplate = try MustacheTemplate(string: string)
                    return self.renderSection(context.stack.object, with: newTemplate, context: context)
                } catch {
                    return ""
                }
            } else if let lambda2 = result as? MustacheLambda {
                lambda = lambda2
                continue
            } else {
                return String(describing: unwrapIfAnyContainsOptional(result))
            }
        }
    }

    /// Get child object from variable name
    /// FOLIO PATCH 1 and 4: the name comes split (MustacheName); the stack's entries were
    /// examined when they were pushed.
    func getChild(named name: MustacheName, transforms: [String], context: MustacheContext) -> Any? {
        func _getChild(named names: ArraySlice<String>, from object: Any) -> Any? {
            guard let name = names.first else { return object }
            var object = object
            if let lambda = object as? MustacheLambda {
                guard let result = lambda("") else { return nil }
                object = result
            }
            guard let childObject = MustacheStackEntry.child(named: name, of: object) else { return nil }
            let names2 = names.dropFirst()
            return _getChild(named: names2, from: childObject)
        }

        func _getChildInStack(named names: ArraySlice<String>, from stack: MustacheStackEntry) -> Any? {
            guard let name = names.first else { return stack.object }
            var entry: MustacheStackEntry? = stack
            while let object = entry {
                if let childObject = object.child(named: name) {
                    let names2 = names.dropFirst()
                    return _getChild(named: names2, from: childObject)
                }
                entry = object.below
            }
            return nil
        }

        // work out which object to access. "." means the current object, if the variable name is ""
        // and we have a transform to run on the variable then we need the context object, otherwise
        // the name is split by "." and we use mirror to get the correct child object. If we cannot find
        // the root object we look up the context stack until we can find one with a matching name. The
        // stack climbing can be disabled by prefixing the variable name with a "."
        var child: Any?
        switch name.kind {
        case .current:
            child = context.stack.object
        case .empty where !transforms.isEmpty:
            child = context.sequenceContext
        case .local:
            child = _getChild(named: name.parts[...], from: context.stack.object)
        case .empty, .stack:
            child = _getChildInStack(named: name.parts[...], from: context.stack)
        }

        // FOLIO PATCH 5: text is not a custom representation; it is told by its type
        if !(child is MustacheText), let custom = child as? MustacheCustomRepresentation {
            child = custom.representation
        }

        // skip transforms if child is already nil
        guard var child else {
            return nil
        }

        // if we want to run a transform and the current child can have transforms applied to it then
        // run transform on the current child
        for transform in transforms.reversed() {
            if let runnable = child as? MustacheTransformable,
                let transformed = runnable.transform(transform)
            {
                child = transformed
                continue
            }

            // return nil if transform is unsuccessful or has returned nil
            return nil
        }
        return child
    }

    private func unwrapIfAnyContainsOptional(_ value: Any) -> Any {
        guard let opt = value as? AnyOptional else { return value }
        return opt.anyWrapped ?? value  // nil? keep the original Optional.none
    }
}
